// Starts `docgen lsp` for the Markdown pages of the workspace and re-checks them when a model
// source or docgen.yml changes.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("docgen");
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const server = {
    command: settings.get("path"),
    args: ["lsp", ...settings.get("arguments")],
    transport: TransportKind.stdio,
    options: { cwd: folder },
  };
  client = new LanguageClient("docgen", "docgen", server, {
    documentSelector: [{ scheme: "file", language: "markdown" }],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.swift,docgen.yml,*.md}"),
    },
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
