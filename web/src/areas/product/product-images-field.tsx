import { DeleteOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_IMAGES } from '@shop/contract/areas/product';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload, type ImageValue } from '../../components/image-upload';
import { moved } from './image-order';

const THUMB = 96;

interface ThumbProps {
  image: ImageValue;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** One image: dragged by pointer or (focused, Space then arrows) by keyboard, or moved by its buttons. */
function Thumb({ image, index, count, onMove, onRemove }: ThumbProps) {
  const { t } = useTranslation('product');
  const { token } = theme.useToken();
  const sortable = useSortable({ id: image.id });
  const n = index + 1;
  return (
    <Flex
      ref={sortable.setNodeRef}
      vertical
      gap={4}
      align="center"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 1 : undefined,
        padding: 4,
        border: `1px solid ${index === 0 ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <img
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('imageHandle', { n })}
        src={image.url}
        alt={t('imageAlt', { n })}
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', cursor: 'grab', borderRadius: 4, touchAction: 'none' }}
      />
      {index === 0 ? <Tag color="blue">{t('cover')}</Tag> : <Tag>{n}</Tag>}
      <Flex gap={2}>
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('moveImageLeft', { n })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('removeImage', { n })}
          onClick={() => onRemove(index)}
        />
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={t('moveImageRight', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </Flex>
    </Flex>
  );
}

export interface ProductImagesFieldProps {
  value?: ImageValue[];
  onChange?(images: ImageValue[]): void;
  id?: string;
}

/**
 * The product's images (at most nine; the first is the cover): each added through the media
 * upload control, reordered by drag or keyboard, or removed.
 */
export function ProductImagesField({ value = [], onChange, id }: ProductImagesFieldProps) {
  const { t } = useTranslation('product');
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a thumbnail's buttons stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // An upload ends later than the render that started it: add to the images as they are then.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const move = (from: number, to: number) => onChange?.(moved(value, from, to));
  const position = (imageId: unknown) => value.findIndex((image) => image.id === imageId) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <Flex vertical gap={8} id={id}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('dragInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('dragStart', { n: position(active.id) }),
            onDragOver: ({ over }) => (over ? t('dragOver', { n: position(over.id) }) : undefined),
            onDragEnd: ({ over }) => (over ? t('dragEnd', { n: position(over.id) }) : undefined),
            onDragCancel: () => t('dragCancel'),
          },
        }}
      >
        <SortableContext items={value.map((image) => image.id)} strategy={rectSortingStrategy}>
          <ul
            aria-label={t('images')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
          >
            {value.map((image, index) => (
              <li key={image.id}>
                <Thumb
                  image={image}
                  index={index}
                  count={value.length}
                  onMove={move}
                  onRemove={(at) => onChange?.(value.filter((_, i) => i !== at))}
                />
              </li>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {value.length < MAX_IMAGES ? (
        // The control shows the upload button only (no value): each upload adds one image here.
        <ImageUpload
          value={null}
          onChange={(image) => {
            const now = latest.current;
            if (image && !now.value.some((v) => v.id === image.id)) now.onChange?.([...now.value, image]);
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t('imagesFull', { max: MAX_IMAGES })}</Typography.Text>
      )}
    </Flex>
  );
}
