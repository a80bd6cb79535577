import type {
  AddressBody,
  CustomerAddress,
  CustomerCreateBody,
  CustomerDetail,
  CustomerUpdateBody,
  Gender,
} from '@shop/contract/areas/customer';
import dayjs, { type Dayjs } from 'dayjs';
import { addressOf } from '../address-values';

/**
 * Between the customer forms and the contract's bodies: the forms hold text boxes (empty when
 * unknown) and a date picker's day; the API takes null for an unknown phone, email or birthday.
 */

const BIRTHDAY_FORMAT = 'YYYY-MM-DD';

export interface ProfileValues {
  name: string;
  phone: string;
  email: string;
  gender: Gender;
  birthday: Dayjs | null;
  tags: string[];
  note: string;
}

export interface AddressValues {
  receiverName: string;
  phone: string;
  region: string;
  city: string;
  line: string;
  postalCode: string;
  isDefault: boolean;
}

/** The New customer dialog: a profile, and a first address when `withAddress` is ticked. */
export interface CreateValues extends ProfileValues {
  withAddress: boolean;
  address: AddressValues;
}

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export function newAddressValues(isDefault = false): AddressValues {
  return { receiverName: '', phone: '', region: '', city: '', line: '', postalCode: '', isDefault };
}

export function newCustomerValues(): CreateValues {
  return {
    name: '',
    phone: '',
    email: '',
    gender: 'UNKNOWN',
    birthday: null,
    tags: [],
    note: '',
    withAddress: false,
    // A first address is the default one: there is no other.
    address: newAddressValues(true),
  };
}

export function profileValuesOf(customer: CustomerDetail): ProfileValues {
  return {
    name: customer.name,
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    gender: customer.gender,
    birthday: customer.birthday ? dayjs(customer.birthday, BIRTHDAY_FORMAT) : null,
    tags: customer.tags,
    note: customer.note,
  };
}

function profileBodyOf(values: ProfileValues) {
  return {
    name: values.name,
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    gender: values.gender,
    birthday: values.birthday ? values.birthday.format(BIRTHDAY_FORMAT) : null,
    tags: values.tags,
    note: values.note ?? '',
  };
}

export function addressValuesOf(address: CustomerAddress): AddressValues {
  const { id: _id, ...values } = address;
  return values;
}

export function addressBodyOf(values: AddressValues): AddressBody {
  return { ...addressOf(values), isDefault: values.isDefault };
}

export function createBodyOf(values: CreateValues): CustomerCreateBody {
  const body: CustomerCreateBody = profileBodyOf(values);
  return values.withAddress ? { ...body, address: addressBodyOf(values.address) } : body;
}

/** The profile as edited, at the version it was read at. */
export function updateBodyOf(values: ProfileValues, version: number): CustomerUpdateBody {
  return { ...profileBodyOf(values), version };
}

/** The profile fields as the server holds them, comparable between two reads (the version left out). */
export function profileKeyOf(customer: CustomerDetail): string {
  const { version: _version, ...profile } = updateBodyOf(profileValuesOf(customer), customer.version);
  return JSON.stringify(profile);
}

/** What was typed in the profile form, the version it was typed over, and that version's profile. */
export interface ProfileDraft {
  values: ProfileValues;
  version: number;
  profile: string;
}

/**
 * Where the profile form starts when it mounts (again) for `customer`. With nothing typed, from
 * the customer as read. With a draft, from what was typed: at the customer's new version when
 * only something else moved on (an address, the status: the version counts those too), but at
 * the version it was typed over when someone changed the profile itself meanwhile, so saving
 * shows that conflict instead of quietly undoing their change.
 */
export function resumeProfile(customer: CustomerDetail, draft: ProfileDraft | undefined): ProfileDraft {
  const profile = profileKeyOf(customer);
  if (!draft) return { values: profileValuesOf(customer), version: customer.version, profile };
  return draft.profile === profile ? { ...draft, version: customer.version } : draft;
}
