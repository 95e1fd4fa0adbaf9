// Site search without a server. The index is written by `docgen build` under search/ as small
// scripts that each hand their data to window.docgenSearch(name, data), loaded by script
// elements, so the same files work served and opened from disk (where fetch is refused). They
// are loaded lazily: nothing until the search box is used, and then only the shards of the
// query's terms and the section chunks of the results.
// Terms are made as SearchTokenizer.swift makes them: lowercase; runs of letters and digits are
// words (matched by prefix), identifiers also indexed by their parts (isEnabled: is, enabled);
// runs of Hangul, kana or Han are cut into pairs.
// Each query word matches in one of several ways, ranked in this order: as typed; without a
// Korean particle or ending (정책은 → 정책), or by its identifier parts; by most of its pairs,
// or, for a Latin word of five letters or more, within one edit (first letter kept). Within a
// rank, a word in a page title outranks one in a heading, which outranks one in the text.
(function () {
  "use strict";
  var box = document.querySelector("[data-search]");
  if (!box) return;
  var root = box.getAttribute("data-search-root") || "";
  var input = box.querySelector("input");
  var list = box.querySelector("[role=listbox]");
  var status = box.querySelector("[role=status]");
  var meta = null;
  var files = {};
  var waiting = {};
  var active = -1;
  var latest = 0;
  // The value of each digit of a term's postings (SearchPostings.write), by character code.
  var DIGITS = {};
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("").forEach(function (c, i) {
    DIGITS[c.charCodeAt(0)] = i;
  });
  box.hidden = false;

  // Korean particles and endings a query word may carry, longest first; a word keeps at
  // least one syllable.
  var endings = ("에서부터 으로부터 되었습니다 했습니다 됐습니다 에서는 에서도 에서의 에게서 에게는 에게도 한테서 " +
    "으로는 으로도 으로서 으로써 이라는 이라고 이라도 까지는 까지도 부터는 보다는 합니다 됩니다 입니다 하세요 " +
    "했어요 됐어요 에서 에게 한테 께서 으로 로서 로써 로는 로도 까지 부터 처럼 보다 마다 조차 마저 밖에 이나 " +
    "이랑 에는 에도 와는 과는 하다 해요 한다 하는 하고 하면 해서 했다 하여 하기 하지 하게 해야 되다 돼요 된다 " +
    "되는 되고 되면 되어 됐다 은 는 이 가 을 를 의 에 로 와 과 도 만 랑 한 할 된 될").split(" ");
  endings.sort(function (a, b) { return b.length - a.length; });

  function isEastAsian(code) {
    return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) ||
      (code >= 0x3130 && code <= 0x318f) || (code >= 0x3040 && code <= 0x30ff) ||
      (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff);
  }
  function isSyllable(ch) { var code = ch.codePointAt(0); return code >= 0xac00 && code <= 0xd7a3; }
  var wordCharacter = /[\p{L}\p{M}\p{Nd}\p{Nl}\p{No}_]/u;

  // The query's words as typed: runs of word characters, and runs of East Asian characters.
  function runs(text) {
    var result = [], run = "", eastAsian = false;
    function flush() { if (run) result.push({ text: run, eastAsian: eastAsian }); run = ""; }
    for (var ch of text) {
      var isEA = isEastAsian(ch.codePointAt(0));
      if (isEA || wordCharacter.test(ch)) {
        if (run && isEA !== eastAsian) flush();
        eastAsian = isEA;
        run += ch;
      } else flush();
    }
    flush();
    return result;
  }

  // A run of East Asian characters as the index holds it: overlapping pairs, or one character
  // (matched as the start of the index's pairs).
  function grams(chars) {
    if (chars.length === 1) return [{ kind: "prefix", text: chars[0] }];
    var result = [];
    for (var i = 0; i + 1 < chars.length; i++) result.push({ kind: "exact", text: chars[i] + chars[i + 1] });
    return result;
  }

  // The ways one query word can match, each with its rank (higher first), the index terms it
  // needs (all of them, or `need` of them) and the text to mark in results.
  function alternatives(run) {
    var result = [];
    if (run.eastAsian) {
      var chars = Array.from(run.text);
      result.push({ rank: 2, tokens: grams(chars), marks: [run.text] });
      var stem = chars;
      if (isSyllable(chars[chars.length - 1])) {
        for (var i = 0; i < endings.length; i++) {
          var ending = endings[i];
          if (chars.length > ending.length && run.text.slice(-ending.length) === ending) {
            stem = chars.slice(0, chars.length - ending.length);
            result.push({ rank: 1, tokens: grams(stem), marks: [stem.join("")] });
            break;
          }
        }
      }
      if (stem.length >= 3) {
        var pairs = grams(stem);
        result.push({
          rank: 0, tokens: pairs, need: Math.ceil(pairs.length * 2 / 3),
          marks: pairs.map(function (pair) { return pair.text; })
        });
      }
      return result;
    }
    var word = run.text.toLowerCase();
    result.push({ rank: 2, tokens: [{ kind: "prefix", text: word }], marks: [word] });
    var parts = run.text.replace(/([a-z0-9])(?=[A-Z])/g, "$1_").replace(/([A-Z])(?=[A-Z][a-z]{2})/g, "$1_")
      .toLowerCase().split("_").filter(function (part) { return part.length >= 2; });
    if (parts.length > 1 || (parts.length === 1 && parts[0] !== word)) {
      result.push({ rank: 1, tokens: parts.map(function (part) { return { kind: "prefix", text: part }; }), marks: parts });
    }
    if (/^[a-z]{5,}$/.test(word)) result.push({ rank: 0, tokens: [{ kind: "fuzzy", text: word }], marks: [] });
    return result;
  }

  // Loads search/NAME.js once; it calls docgenSearch(NAME, data).
  window.docgenSearch = function (name, data) {
    if (waiting[name]) { waiting[name].resolve(data); delete waiting[name]; }
  };
  function load(name) {
    if (!files[name]) {
      files[name] = new Promise(function (resolve, reject) {
        waiting[name] = { resolve: resolve, reject: reject };
        var script = document.createElement("script");
        script.src = root + "search/" + name + ".js";
        script.async = true;
        script.onload = script.onerror = function () {
          script.remove();
          if (!waiting[name]) return;
          delete waiting[name];
          delete files[name];
          reject(new Error("search index: cannot load " + name));
        };
        document.head.appendChild(script);
      });
    }
    return files[name];
  }
  function loadMeta() { return meta ? Promise.resolve(meta) : load("meta").then(function (m) { meta = m; return m; }); }

  function withinOneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
    if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
    return a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }

  // The sections a token occurs in with their best weight, and the terms that matched it.
  function postings(token) {
    return load("terms-" + token.text.charCodeAt(0) % meta.shards).then(function (terms) {
      var found = {}, matched = [];
      // A term's postings are base-64 digits, five bits each, lowest first, the sixth bit set on
      // all but a number's last; each number is a section's distance from the one before
      // (the first: the section) times 32, plus the term's weight there.
      function add(term) {
        var list = terms[term];
        matched.push(term);
        for (var i = 0, section = 0, value = 0, scale = 1; i < list.length; i++) {
          var digit = DIGITS[list.charCodeAt(i)];
          value += (digit & 31) * scale;
          if (digit & 32) { scale *= 32; continue; }
          section += Math.floor(value / 32);
          found[section] = Math.max(found[section] || 0, value % 32);
          value = 0;
          scale = 1;
        }
      }
      if (token.kind === "exact") { if (Object.prototype.hasOwnProperty.call(terms, token.text)) add(token.text); }
      else if (token.kind === "prefix") { for (var term in terms) if (term.lastIndexOf(token.text, 0) === 0) add(term); }
      else {
        for (var candidate in terms) {
          if (candidate[0] === token.text[0] && candidate.lastIndexOf(token.text, 0) !== 0 &&
              withinOneEdit(token.text, candidate)) add(candidate);
        }
      }
      return { found: found, matched: matched };
    });
  }

  // For each section an alternative matches: its summed weight.
  function matches(alternative, results) {
    var counts = {}, sums = {}, need = alternative.need || alternative.tokens.length;
    results.forEach(function (result) {
      for (var id in result.found) {
        counts[id] = (counts[id] || 0) + 1;
        sums[id] = (sums[id] || 0) + result.found[id];
      }
    });
    var scores = {};
    for (var id in counts) if (counts[id] >= need) scores[id] = sums[id];
    return scores;
  }

  function search(query) {
    // Composed (NFC) as the index is, so a combining accent matches the precomposed letter.
    var words = runs(query.normalize("NFC")).map(alternatives);
    if (!words.length) return Promise.resolve({ rows: [], marks: [] });
    return loadMeta().then(function () {
      var tokens = {};
      words.forEach(function (alts) {
        alts.forEach(function (alt) { alt.tokens.forEach(function (t) { tokens[t.kind + ":" + t.text] = t; }); });
      });
      var keys = Object.keys(tokens);
      return Promise.all(keys.map(function (key) { return postings(tokens[key]); })).then(function (results) {
        var byKey = {};
        keys.forEach(function (key, i) { byKey[key] = results[i]; });
        return byKey;
      });
    }).then(function (byKey) {
      var marks = [], best = null;
      words.forEach(function (alts) {
        // Each section's best way of matching this word: rank first, then weight.
        var word = {};
        alts.forEach(function (alt) {
          var results = alt.tokens.map(function (t) { return byKey[t.kind + ":" + t.text]; });
          var scores = matches(alt, results);
          var used = false;
          for (var id in scores) {
            var current = word[id];
            if (!current || alt.rank > current.rank || (alt.rank === current.rank && scores[id] > current.score)) {
              word[id] = { rank: alt.rank, score: scores[id] };
            }
            used = true;
          }
          if (used) {
            marks = marks.concat(alt.marks);
            if (alt.tokens[0].kind === "fuzzy") marks = marks.concat(results[0].matched);
          }
        });
        if (!best) { best = word; return; }
        var next = {};
        for (var id in best) {
          if (word[id]) next[id] = { rank: best[id].rank + word[id].rank, score: best[id].score + word[id].score };
        }
        best = next;
      });
      var ids = Object.keys(best).map(Number).sort(function (a, b) {
        return best[b].rank - best[a].rank || best[b].score - best[a].score || a - b;
      // More than are shown: on a translated site a page's versions rank alike, and the
      // reader's language can only come first among the rows loaded.
      }).slice(0, 60);
      var needed = {};
      ids.forEach(function (id) { needed[Math.floor(id / meta.chunk)] = true; });
      return Promise.all(Object.keys(needed).map(function (c) {
        return load("sections-" + c).then(function (rows) { return [c, expandRows(rows)]; });
      })).then(function (loaded) {
        var rows = {};
        loaded.forEach(function (pair) { rows[pair[0]] = pair[1]; });
        var found = ids.map(function (id) { return rows[Math.floor(id / meta.chunk)][id % meta.chunk]; });
        var translated = found.some(function (row) { return !!row[4]; });
        return { rows: readersLanguageFirst(found).slice(0, 12), marks: marks, translated: translated };
      });
    });
  }

  // Results in the language of the page the reader is on come first, each group in rank order.
  // A row names its page's language fifth when the page sets one; others are in the site's.
  function readersLanguageFirst(rows) {
    function primary(tag) { return (tag || "").toLowerCase().split(/[-_]/)[0]; }
    var reader = primary(document.documentElement.lang);
    var site = box.getAttribute("data-search-language");
    var mine = [], others = [];
    rows.forEach(function (row) { (primary(rowLanguage(row)) === reader ? mine : others).push(row); });
    return mine.concat(others);
  }

  // A row of the same page as the row before it leaves out its title ("") and path (its url
  // is only "#anchor"): they are taken from that row. Done in place, once per file.
  function expandRows(rows) {
    for (var i = 1; i < rows.length; i++) {
      var row = rows[i], before = rows[i - 1];
      if (row[0] !== "") continue;
      rows[i] = [before[0], before[1].split("#")[0] + row[1], row[2], row[3]].concat(before.length > 4 ? [before[4]] : []);
    }
    return rows;
  }

  // A row's language: its fifth field when its page sets one, else the site's.
  function rowLanguage(row) { return row[4] || box.getAttribute("data-search-language") || ""; }

  // Appends `text` to `parent` with each occurrence of a mark in <mark>; a Latin mark only where
  // a word or an identifier's part starts. Everything goes in as text, never as HTML.
  function appendMarked(parent, text, marks) {
    var unique = marks.filter(function (m, i) { return m && marks.indexOf(m) === i; })
      .sort(function (a, b) { return b.length - a.length; });
    if (!unique.length) { parent.appendChild(document.createTextNode(text)); return; }
    var pattern = new RegExp(unique.map(function (m) { return m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "giu");
    var last = 0, match;
    while ((match = pattern.exec(text))) {
      var at = match.index, before = text[at - 1] || "";
      var startsPart = isEastAsian(match[0].codePointAt(0)) || !before || !wordCharacter.test(before) ||
        before === "_" || (/[a-z0-9]/.test(before) && /[A-Z]/.test(text[at]));
      if (!startsPart) { pattern.lastIndex = at + 1; continue; }
      parent.appendChild(document.createTextNode(text.slice(last, at)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      parent.appendChild(mark);
      last = at + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
  }

  function render(found, query) {
    var results = found.rows;
    list.textContent = "";
    active = -1;
    results.forEach(function (row, index) {
      // The link is the option itself: an option holding a link would be a control inside a
      // control, which assistive technology cannot announce.
      var item = document.createElement("li");
      item.setAttribute("role", "none");
      var link = document.createElement("a");
      link.setAttribute("role", "option");
      link.id = "search-result-" + index;
      link.href = root + row[1];
      // Every result names its language on a translated site, so the versions of one page
      // can be told apart; the row's text is marked as written in it.
      var language = rowLanguage(row);
      link.lang = language;
      link.hreflang = language;
      var title = document.createElement("span");
      title.className = "search-page";
      if (found.translated) {
        var tag = document.createElement("span");
        tag.className = "search-language";
        tag.textContent = language.toUpperCase();
        title.appendChild(tag);
        title.appendChild(document.createTextNode(" "));
      }
      appendMarked(title, row[0], found.marks);
      link.appendChild(title);
      if (row[2] && row[2] !== row[0]) {
        var heading = document.createElement("span");
        heading.className = "search-heading";
        appendMarked(heading, row[2], found.marks);
        link.appendChild(heading);
      }
      if (row[3]) {
        var snippet = document.createElement("span");
        snippet.className = "search-snippet";
        appendMarked(snippet, row[3], found.marks);
        link.appendChild(snippet);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    var open = query.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    // The words come from the theme's language file for this page, through the header.
    var words = box.dataset;
    status.textContent = !open ? "" : results.length
      ? (words.searchCount || "{count}").replace("{count}", function () { return results.length; })
      : (words.searchNoneFor || "{query}").replace("{query}", function () { return query; });
    if (open && !results.length) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = words.searchNone || "";
      list.appendChild(empty);
    }
  }

  function highlight(index) {
    var items = list.querySelectorAll("[role=option]");
    if (!items.length) return;
    active = (index + items.length) % items.length;
    items.forEach(function (item, i) { item.setAttribute("aria-selected", i === active ? "true" : "false"); });
    input.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  }

  input.addEventListener("input", function () {
    var query = input.value.trim();
    var ticket = ++latest;
    search(query).then(function (found) { if (ticket === latest) render(found, query); })
      .catch(function (error) { status.textContent = String(error); });
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { highlight(active + 1); event.preventDefault(); }
    else if (event.key === "ArrowUp") { highlight(active - 1); event.preventDefault(); }
    else if (event.key === "Enter") {
      var target = list.querySelectorAll("[role=option]")[active < 0 ? 0 : active];
      if (target) { window.location.href = target.href; event.preventDefault(); }
    } else if (event.key === "Escape") { input.value = ""; render({ rows: [], marks: [] }, ""); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input &&
        !/^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName)) {
      input.focus();
      event.preventDefault();
    }
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) { list.hidden = true; input.setAttribute("aria-expanded", "false"); }
  });
})();
