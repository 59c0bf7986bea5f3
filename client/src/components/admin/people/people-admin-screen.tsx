import type { ReactNode } from 'react';
import { AdminListScreen, type CardActions, type ListScreenConfig } from '../admin-list-screen';
import { useSaveAltText } from '../image-alt';
import { PersonForm } from './person-form';
import {
  personCreateInput,
  personUpdateInput,
  type PersonDescription,
  type PersonRecord,
  type PersonValues,
} from './person-values';

/** A person as the grid shows it: the card's fields and its photo's stored alt text. */
type Person = PersonRecord & { role: string; picture: { altText: string | null }; version: number };

export interface PeopleScreenConfig<R extends Person, T extends string, L extends string> extends ListScreenConfig<R, T, L> {
  /** The record's description (field-rules/records/person.ts): the form's inputs, in order. */
  record: PersonDescription;
  card(person: R, actions: CardActions): ReactNode;
}

/**
 * The founders and team members screens (SPEC §2, §4, §8): the list screen (AdminListScreen) with the person form,
 * the order list's name and role, and the photo's alt text saved after the record (issue 11). Each feature gives
 * its config (features/founder/components/admin-founders.tsx).
 */
export function PeopleAdminScreen<R extends Person, T extends string, L extends string>({
  config,
}: {
  config: PeopleScreenConfig<R, T, L>;
}) {
  const { typename, record } = config;
  const [saveAltText] = useSaveAltText();
  return (
    <AdminListScreen
      config={config}
      orderItem={(person) => ({ name: person.name, detail: person.role })}
      card={config.card}
      prepareSave={(values: PersonValues, person) => ({
        input: person ? personUpdateInput(values, record) : personCreateInput(values, record),
        variables: values.image ? { image: values.image } : {},
        // After the record's save, whose photo URL may be new (issue 11).
        after: (saved) =>
          saveAltText({
            url: saved?.image,
            alt: values.imageAlt,
            storedAlt: person ? person.picture.altText : null,
            justCreated: !person,
            newImage: Boolean(values.image),
            record: saved && { __typename: typename, id: saved.id, field: 'picture', fallbackAlt: saved.name },
          }),
      })}
      form={({ row, label, ...save }) => <PersonForm entityLabel={label} record={record} person={row} {...save} />}
    />
  );
}
