'use client';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import styles from './sortable-pictures.module.css';

export interface SortablePicture {
  /** The dnd key: the stored uuid, or a local key for a picture not sent yet. */
  id: string;
  url: string;
  alt: string;
}

interface SortablePicturesProps<T extends SortablePicture> {
  items: T[];
  /** 'Mutare poza 2', 'Stergere poza 2' for the picture at 0-based index 1. */
  moveLabel(index: number): string;
  deleteLabel(index: number): string;
  onReorder(items: T[]): void;
  onDelete(item: T): void;
  /** Greys out and locks the grid while the server works on it. */
  busy?: boolean;
  /** Wide tiles, for banners. */
  wide?: boolean;
  testId?: string;
}

function Tile<T extends SortablePicture>(props: {
  item: T;
  index: number;
  list: SortablePicturesProps<T>;
}) {
  const { item, index, list } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: list.busy,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${styles.tile} ${isDragging ? styles.dragging : ''}`}
      data-picture-id={item.id}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- data URLs and stored thumbnails */}
      <img src={item.url} alt={item.alt} className={styles.image} draggable={false} />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.handle}
          aria-label={list.moveLabel(index)}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className={styles.remove}
          aria-label={list.deleteLabel(index)}
          disabled={list.busy}
          onClick={() => list.onDelete(item)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}

/**
 * A grid of pictures, each with a delete button and a handle that reorders it by mouse,
 * touch or keyboard (Space or Enter picks it up, the arrows move it, Space drops it).
 */
export function SortablePictures<T extends SortablePicture>(props: SortablePicturesProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // What a screen reader hears while a picture is moved, in the admin's language (dnd-kit's
  // own texts are English and speak of ids).
  const t = useTranslations('Admin.Sortable');
  const place = (id: UniqueIdentifier) => props.items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { position: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('over', { position: place(active.id), target: place(over.id) })
        : t('outside', { position: place(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dropped', { position: place(active.id), target: place(over.id) })
        : t('droppedOutside', { position: place(active.id) }),
    onDragCancel: ({ active }) => t('cancelled', { position: place(active.id) }),
  };

  function dragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = props.items.findIndex((item) => item.id === active.id);
    const to = props.items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    props.onReorder(arrayMove(props.items, from, to));
  }

  return (
    <DndContext
      // A fixed id: dnd-kit's own counter differs between the server HTML and the browser.
      id={`sortable-${props.testId ?? 'pictures'}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={props.items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <ul
          className={`${styles.grid} ${props.wide ? styles.wide : ''}`}
          data-testid={props.testId}
          aria-busy={props.busy || undefined}
        >
          {props.items.map((item, index) => (
            <Tile key={item.id} item={item} index={index} list={props} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
