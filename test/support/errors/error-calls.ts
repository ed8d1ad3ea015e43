import ts from 'typescript'

const isText = (node: ts.Node): boolean => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)

function property(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | ts.ShorthandPropertyAssignment | undefined {
  return object.properties.find((p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name)
}

/** Error constructions in one file's source whose words are not catalogue keys: `file:line what`. */
export function errorsWithoutKeys(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const at = (node: ts.Node, what: string) => found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`)
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text
      const [first, second] = node.arguments
      if (name === 'makeError' || name === 'fail') {
        if (first && ts.isObjectLiteralExpression(first)) {
          const spreads = first.properties.some(ts.isSpreadAssignment)
          if (!property(first, 'say') && !spreads) at(node, `${name} without say`)
          const message = property(first, 'message')
          if (message && ts.isPropertyAssignment(message) && isText(message.initializer)) at(node, `${name} with English in code`)
        }
      }
      if (name === 'inputError' && second && isText(second)) at(node, 'inputError with English in code')
      if (name === 'buildError') at(node, 'buildError outside the error model')
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppFailure' && node.arguments?.[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      at(node, 'an AppError built by hand')
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

