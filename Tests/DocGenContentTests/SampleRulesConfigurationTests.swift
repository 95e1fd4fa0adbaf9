import DocGenDiagnostics
import DocGenModelRules
import Foundation
import Testing

@testable import DocGenContent

/// `rules:` in docgen.yml: the sample rules a team declares, and every mistake in them an error
/// at its line and column.
@Suite struct SampleRulesConfigurationTests {
    static let vocabulary = """
        rules:
          CouponModel:
            - name: coupon-kind
              field: kind
              oneOf: [percent, amount]
            - name: coupon-kind-case
              severity: warning
              field: kind
              matchCase: [percent, amount]
              message: "kind '{value}' is case-sensitive{hint}"
            - name: coupon-link
              when: {kind: [percent, amount], note: {not: ""}}
              field: link
              format: web-url
            - name: coupon-note
              when: {kind: amount}
              field: note
              required: true
            - name: coupon-no-note
              when: {kind: percent}
              field: note
              absent: true
            - name: coupon-code
              unique: code
            - name: coupon-amount-last
              last: {kind: amount}
              order: [rank descending, code, note ascending]
        """

    @Test("every check of the vocabulary is read, with its conditions, severity and message")
    func readsVocabulary() throws {
        let file = try ConfigurationFile.parse(Self.vocabulary, displayPath: "docgen.yml")
        let kind = SampleCondition(field: "kind", values: ["amount"])
        let expected = SampleRules([
            .init(
                typeName: "CouponModel",
                rules: [
                    SampleRule(name: "coupon-kind", field: "kind", check: .oneOf(["percent", "amount"])),
                    SampleRule(
                        name: "coupon-kind-case", severity: .warning, message: "kind '{value}' is case-sensitive{hint}",
                        field: "kind", check: .matchCase(["percent", "amount"])),
                    SampleRule(
                        name: "coupon-link", field: "link",
                        when: [
                            SampleCondition(field: "kind", values: ["percent", "amount"]),
                            SampleCondition(field: "note", values: [""], negated: true),
                        ],
                        check: .format(.webURL)),
                    SampleRule(name: "coupon-note", field: "note", when: [kind], check: .required),
                    SampleRule(
                        name: "coupon-no-note", field: "note", when: [SampleCondition(field: "kind", values: ["percent"])],
                        check: .absent),
                    SampleRule(name: "coupon-code", field: "code", check: .unique),
                    SampleRule(
                        name: "coupon-amount-last",
                        check: .last(
                            [kind],
                            order: [
                                SampleOrderKey(field: "rank", descending: true), SampleOrderKey(field: "code"),
                                SampleOrderKey(field: "note"),
                            ])),
                ])
        ])
        let rules = try #require(file.rules)
        #expect(rules.signature == expected.signature)
        #expect(rules.types.first?.rules.first?.location == SourceLocation(file: "docgen.yml", line: 3, column: 7))
    }

    @Test(
        "a mistake in a rule is a config-value error at its line and column",
        arguments: [
            (
                "    - name: coupon-kind\n      feild: kind\n      oneOf: [a]\n",
                "docgen.yml:5:7: error: unknown rule key 'feild'; did you mean 'field'? [config-value]"
            ),
            (
                "    - name: coupon-kind\n      field: kind\n",
                "docgen.yml:4:7: error: rule 'coupon-kind' has no check; give it exactly one of 'oneOf', 'matchCase', 'format', 'required', 'absent', 'unique' or 'last' [config-value]"
            ),
            (
                "    - name: coupon-kind\n      field: kind\n      oneOf: [a]\n      required: true\n",
                "docgen.yml:4:7: error: rule 'coupon-kind' has more than one check ('oneOf', 'required'); give it exactly one of 'oneOf', 'matchCase', 'format', 'required', 'absent', 'unique' or 'last' [config-value]"
            ),
            (
                "    - name: coupon-kind\n      severity: fatal\n      field: kind\n      oneOf: [a]\n",
                "docgen.yml:5:17: error: rule severity must be 'error' or 'warning', found 'fatal' [config-value]"
            ),
            (
                "    - name: coupon-link\n      field: link\n      format: url\n",
                "docgen.yml:6:15: error: unknown format 'url'; the formats are 'web-url' [config-value]"
            ),
            (
                "    - name: coupon-note\n      field: note\n      required: false\n",
                "docgen.yml:6:17: error: 'required' must be 'true' [config-value]"
            ),
            (
                "    - name: Coupon Kind\n      field: kind\n      oneOf: [a]\n",
                "docgen.yml:4:13: error: rule name 'Coupon Kind' must be lowercase letters, digits and '-', such as 'coupon-kind' [config-value]"
            ),
            (
                "    - field: kind\n      oneOf: [a]\n",
                "docgen.yml:4:7: error: a rule needs a 'name', the id printed in brackets after its message [config-value]"
            ),
            (
                "    - name: coupon-kind\n      oneOf: [a]\n",
                "docgen.yml:4:7: error: rule 'coupon-kind' checks 'oneOf' of a field: add 'field' [config-value]"
            ),
            (
                "    - name: coupon-last\n      last: {kind: amount}\n",
                "docgen.yml:5:13: error: rule 'coupon-last' checks 'last', which needs an 'order' of fields, such as [priority descending, id] [config-value]"
            ),
            (
                "    - name: coupon-last\n      last: {kind: amount}\n      order: [rank down]\n",
                "docgen.yml:6:14: error: an 'order' entry is a field, optionally followed by 'ascending' or 'descending', found 'rank down' [config-value]"
            ),
            (
                "    - name: coupon-kind\n      when: {kind: {nott: a}}\n      field: kind\n      oneOf: [a]\n",
                "docgen.yml:5:20: error: a condition on 'kind' is a value, a list of values, or {not: values} [config-value]"
            ),
            (
                "    - name: coupon-code\n      field: code\n      unique: code\n",
                "docgen.yml:5:14: error: rule 'coupon-code' has a 'field', but 'unique' names the field itself [config-value]"
            ),
            (
                "    name: coupon-kind\n",
                "docgen.yml:4:5: error: the rules of 'CouponModel' must be a list, each item a rule with a 'name' and one check [config-value]"
            ),
        ])
    func badRule(rule: String, expected: String) {
        #expect {
            try ConfigurationFile.parse("title: Coupons\nrules:\n  CouponModel:\n" + rule, displayPath: "docgen.yml")
        } throws: { error in
            let found = (error as? ConfigurationError)?.diagnostics.map(\.description) ?? []
            return found == [expected]
        }
    }

    @Test("rules that are not a mapping of type names are an error at the value")
    func notAMapping() {
        #expect {
            try ConfigurationFile.parse("rules: [CouponModel]\n", displayPath: "docgen.yml")
        } throws: { error in
            (error as? ConfigurationError)?.diagnostics.map(\.description) == [
                "docgen.yml:1:8: error: configuration 'rules' must map model type names to lists of rules [config-value]"
            ]
        }
    }

    @Test("an empty rules key declares no rule")
    func emptyRules() throws {
        #expect(try ConfigurationFile.parse("rules:\n", displayPath: "docgen.yml").rules == SampleRules.none)
    }

    @Test("the site's configuration carries the rules of its docgen.yml, and none without")
    func siteConfiguration() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        #expect(try SiteConfiguration.load(root: root).sampleRules == .none)
        try Data(Self.vocabulary.utf8).write(to: root.appendingPathComponent("docgen.yml"))
        let rules = try SiteConfiguration.load(root: root).sampleRules
        #expect(rules.rules(for: "CouponModel").map(\.name).first == "coupon-kind")
        #expect(rules.rules(for: "CouponModel").count == 7)
    }
}
