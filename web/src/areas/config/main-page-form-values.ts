import { NO_SUCH_IMAGE_MESSAGE } from '@shop/contract/areas/config';
import { type MainPage, type MainPageBody, mainPageBody } from '@shop/contract/areas/main-page';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors, messageTranslator, validationIssues } from '../../lib/form-issues';
import type mainPageTexts from '../../locales/en/mainPage.json';
import type { ImageValue } from '../media/image-upload';

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
 * The contract's first message for each field, as the server would judge these values: the same
 * schema runs here, so the form refuses what the server would (the window's order, an image
 * before switching on) before anything is sent.
 */
export function issuesOf(
  values: MainPageFormValues,
  version: number,
): Partial<Record<MainPageField, string>> {
  const result = mainPageBody.safeParse(bodyOf(values, version));
  const issues: Partial<Record<MainPageField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

/** The server's field errors of a refused save (a 400), as antd field errors in `text`. */
export function serverFieldErrors(error: unknown, text: (message: string) => string) {
  return fieldErrors(validationIssues(error), mainPageFields, text, fieldOfPath);
}

type MainPageKey = keyof typeof mainPageTexts;

// The contract's messages are English and shared with the server; these are their keys here.
const issueKeys: Record<string, MainPageKey> = {
  'Pick an image before turning the banner on': 'imageRequired',
  'Link is at most 500 characters': 'linkMax',
  'Use an http(s) address or a path starting with /': 'linkPattern',
  'Title is at most 100 characters': 'titleMax',
  'The end must be after the start': 'endAfterStart',
  'Use an ISO-8601 date and time': 'dateInvalid',
  [NO_SUCH_IMAGE_MESSAGE]: 'noSuchImage',
};

/** The `mainPage` key of a contract message; undefined for one it does not know (shown as sent). */
export function issueKeyOf(message: string): MainPageKey | undefined {
  return Object.hasOwn(issueKeys, message) ? issueKeys[message] : undefined;
}

/** The editor's translator of contract messages (unknown ones as sent). */
export function mainPageIssueText(t: (key: MainPageKey) => string): (message: string) => string {
  return messageTranslator(t, issueKeys);
}
