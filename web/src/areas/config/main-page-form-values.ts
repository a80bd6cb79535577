import { type MainPage, type MainPageBody, mainPageBody } from '@shop/contract/areas/main-page';
import { issueMessage, type RawIssue } from '@shop/contract/field-issue';
import type { MessageRef } from '@shop/contract/message';
import dayjs, { type Dayjs } from 'dayjs';
import type { ImageValue } from '../../components/image-upload';
import { fieldErrors, validationIssues } from '../../lib/form-issues';

/** The editor's fields: the image as the upload control holds it, the window as date pickers do. */
export interface MainPageFormValues {
  image: ImageValue | null;
  title: string;
  link: string;
  enabled: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

export type MainPageField = keyof MainPageFormValues;

export function formValuesOf(page: MainPage): MainPageFormValues {
  return {
    image: page.imageId !== null && page.imageUrl ? { id: page.imageId, url: page.imageUrl } : null,
    title: page.title,
    link: page.link,
    enabled: page.enabled,
    startsAt: page.startsAt ? dayjs(page.startsAt) : null,
    endsAt: page.endsAt ? dayjs(page.endsAt) : null,
  };
}

/** The PUT body; times go as ISO-8601 UTC, an empty picker as null (no limit). */
export function bodyOf(values: MainPageFormValues, version: number): MainPageBody {
  return {
    version,
    imageId: values.image?.id ?? null,
    link: values.link ?? '',
    title: values.title ?? '',
    enabled: values.enabled ?? false,
    startsAt: values.startsAt?.toISOString() ?? null,
    endsAt: values.endsAt?.toISOString() ?? null,
  };
}

// The body's names that differ from the form's.
const fieldOfPath: Readonly<Record<string, MainPageField>> = { imageId: 'image' };

const mainPageFields: readonly MainPageField[] = ['image', 'title', 'link', 'enabled', 'startsAt', 'endsAt'];

function fieldOf(path: readonly PropertyKey[]): MainPageField | undefined {
  const name = String(path[0] ?? '');
  const field = fieldOfPath[name] ?? name;
  return mainPageFields.find((f) => f === field);
}

/**
 * The contract's first issue for each field (a message key and its parameters), as the server
 * would judge these values: the same schema runs here, so the form refuses what the server would
 * (the window's order, an image before switching on) before anything is sent.
 */
export function issuesOf(
  values: MainPageFormValues,
  version: number,
): Partial<Record<MainPageField, MessageRef>> {
  const result = mainPageBody.safeParse(bodyOf(values, version));
  const issues: Partial<Record<MainPageField, MessageRef>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field && !issues[field]) issues[field] = issueMessage(issue as RawIssue);
  }
  return issues;
}

/** The server's field errors of a refused save (a 400), as antd field errors in the console's language. */
export function serverFieldErrors(error: unknown) {
  return fieldErrors(validationIssues(error), mainPageFields, fieldOfPath);
}
