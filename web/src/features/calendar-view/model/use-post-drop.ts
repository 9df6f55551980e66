import { type DragEvent, useState } from 'react';

export const draggedPostType = 'application/x-kairos-post';

/** Makes an element a drop target for dragged posts (native drag and drop); `onDrop` gets the post id. */
export function usePostDrop(onDrop: (postId: string) => void) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(draggedPostType);
  return {
    over,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const postId = event.dataTransfer.getData(draggedPostType);
        if (postId === '') return;
        event.preventDefault();
        onDrop(postId);
      },
    },
  };
}
