// Builds the library (tsconfig.build.json: ESM and declarations of the public sources in
// dist/lib/) as `tsc -p tsconfig.build.json` would, with one difference: every call and `new` that
// runs when a module loads (in a top-level declaration's initializer, a class's `extends` clause
// or static field, an `export default`) is marked `/*#__PURE__*/`, as Effect's own build marks
// its modules. A bundler can then leave out a module the application imports but does not use
// (a namespace of the root entry, say) even when a dynamic import made it wrap the module: it
// sees that loading it does nothing but build values. A top-level statement that is a call
// (a real side effect) is not marked; the library has none, and this build fails on one.
import { rmSync } from "node:fs"
import * as path from "node:path"
import ts from "typescript"

const PURE = "#__PURE__"

/** Marks the calls of `node` that run when the module loads, stopping at function bodies. */
const markCalls = (node) => {
  if (ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node)) return
  if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !(ts.isCallExpression(node.parent) && node.parent.expression === node)) {
    ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, PURE, false)
  }
  if (ts.isClassLike(node)) return markClass(node)
  ts.forEachChild(node, markCalls)
}

/** A class's load-time parts: its `extends` clause and its static fields. */
const markClass = (node) => {
  for (const clause of node.heritageClauses ?? []) for (const type of clause.types) markCalls(type.expression)
  for (const member of node.members) {
    if (ts.isPropertyDeclaration(member) && member.initializer !== undefined && member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) {
      markCalls(member.initializer)
    }
  }
}

/** The transformer: marks each top-level statement's load-time calls; fails on a top-level call statement. */
const pure = () => (file) => {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (d.initializer !== undefined) markCalls(d.initializer)
    } else if (ts.isClassDeclaration(statement)) markClass(statement)
    else if (ts.isExportAssignment(statement)) markCalls(statement.expression)
    else if (ts.isExpressionStatement(statement)) {
      const { line } = file.getLineAndCharacterOfPosition(statement.getStart(file))
      throw new Error(`${path.relative(process.cwd(), file.fileName)}:${line + 1}: a statement that runs when the module loads (make it lazy)`)
    }
  }
  return file
}

const config = ts.getParsedCommandLineOfConfigFile("tsconfig.build.json", {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
// emitted into an empty folder: a module moved or deleted since the last build is not packed
rmSync(config.options.outDir, { recursive: true, force: true })
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences })
const { diagnostics } = program.emit(undefined, undefined, undefined, false, { before: [pure] })
const all = [...ts.getPreEmitDiagnostics(program), ...diagnostics]
if (all.length > 0) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine }
  console.error(ts.formatDiagnosticsWithColorAndContext(all, host))
  process.exit(1)
}
