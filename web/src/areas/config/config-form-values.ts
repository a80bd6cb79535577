import type { ConfigEntry } from '@shop/contract/areas/config';
import type { ConfigValueType, ConfigWireValue } from '@shop/contract/areas/config-values';
import type { ImageValue } from '../../components/image-upload';

/** The value field as the form holds it: an image is the control's `{ id, url }`, empty is null. */
export type FormValue = string | number | boolean | ImageValue | null;

export interface ConfigFormValues {
  key: string;
  valueType: ConfigValueType;
  value: FormValue;
  category: string;
  label: string;
  description: string;
  isPublic: boolean;
}

/** What a freshly chosen type starts with (a switch is off; the rest start empty). */
export function emptyValueOf(type: ConfigValueType): FormValue {
  return type === 'boolean' ? false : type === 'string' || type === 'json' ? '' : null;
}

/** The form's value as the API takes it (an image by its media id); null is "nothing entered". */
export function wireValueOf(value: FormValue): ConfigWireValue | null {
  if (value !== null && typeof value === 'object') return value.id;
  return value;
}

/** The fields a create and an edit send (everything but the key and the version). */
export function entryFieldsOf(values: ConfigFormValues) {
  return {
    valueType: values.valueType,
    value: wireValueOf(values.value),
    category: values.category,
    label: values.label,
    description: values.description ?? '',
    isPublic: values.isPublic,
  };
}

/** An entry as the edit form starts. */
export function formValuesOf(entry: ConfigEntry): ConfigFormValues {
  return {
    key: entry.key,
    valueType: entry.valueType,
    value:
      entry.valueType === 'image' && typeof entry.value === 'number'
        ? { id: entry.value, url: entry.imageUrl ?? '' }
        : entry.value,
    category: entry.category,
    label: entry.label,
    description: entry.description,
    isPublic: entry.isPublic,
  };
}

export const NEW_ENTRY_VALUES: ConfigFormValues = {
  key: '',
  valueType: 'string',
  value: '',
  category: '',
  label: '',
  description: '',
  isPublic: false,
};
