// Shrinks the static text of Lit's `html` and `css` templates before bundling: the indentation
// and line breaks that keep the source readable are sent to every phone otherwise. In `html`, a
// run of white space that holds a line break becomes one space (never nothing, so that words and
// inline elements stay apart); in `css`, comments go and white space around punctuation too.
import ts from 'typescript';

/** Returns the source with its `html` and `css` templates shrunk, or null if it has none. */
export function minifyTemplates(code, fileName) {
  if (!/\b(html|css)`/.test(code)) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag)) {
      const kind = node.tag.text;
      if (kind === 'html' || kind === 'css') {
        const template = node.template;
        const parts = ts.isNoSubstitutionTemplateLiteral(template)
          ? [template]
          : [template.head, ...template.templateSpans.map((span) => span.literal)];
        for (const part of parts) {
          // The raw text between the delimiters (` or } before, ` or ${ after).
          const start = part.getStart(source) + 1;
          const end =
            part.getEnd() -
            (part.kind === ts.SyntaxKind.TemplateHead || part.kind === ts.SyntaxKind.TemplateMiddle
              ? 2
              : 1);
          const text = code.slice(start, end);
          const shrunk = kind === 'html' ? shrinkHtml(text) : shrinkCss(text);
          if (shrunk !== text) edits.push([start, end, shrunk]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return null;
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

function shrinkHtml(text) {
  return text.replace(/\s*\n\s*/g, ' ');
}

function shrinkCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
