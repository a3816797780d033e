// Wraps every Markdown table in a focusable, labelled scroll region (issue 20 item 8): a wide
// table scrolls inside its box on a phone instead of the whole page, and keyboard users can
// scroll it (axe: scrollable-region-focusable). The label names the section the table is in.

/** Plain text of a hast node. */
function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

const HEADING = /^h[1-6]$/;

function wrapTables(parent, state) {
  parent.children = (parent.children ?? []).map((child) => {
    if (child.type !== 'element') return child;
    if (HEADING.test(child.tagName)) state.heading = textOf(child).trim();
    if (child.tagName !== 'table') {
      wrapTables(child, state);
      return child;
    }
    return {
      type: 'element',
      tagName: 'div',
      properties: {
        className: ['table-scroll'],
        role: 'region',
        tabIndex: 0,
        ariaLabel: state.heading ? `Taulukko: ${state.heading}` : 'Taulukko',
      },
      children: [child],
    };
  });
}

export function rehypeTableScroll() {
  return (tree) => wrapTables(tree, { heading: '' });
}
