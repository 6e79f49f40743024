// Whether the element block around a child block shows its editing view (docs/wordpress.md, "Live
// preview": while it or any block inside it is selected) rather than the live element. A child
// whose markup the element reads (the pricing table's `<table>`, the form's `<form>`) renders as
// the element expects it while the element is live, and as fields to type into while it is edited.
import { useSelect } from '@wordpress/data';

export function useElementBeingEdited(clientId: string, elementBlock: string): boolean {
  return useSelect(
    (select) => {
      const editor = select('core/block-editor');
      const [element] = editor.getBlockParentsByBlockName(clientId, elementBlock);
      return (
        element !== undefined &&
        (editor.isBlockSelected(element) || editor.hasSelectedInnerBlock(element, true))
      );
    },
    [clientId, elementBlock],
  );
}
