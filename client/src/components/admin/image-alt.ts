import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { AdminUpdateImageAltDocument } from '../../gql-admin/graphql';

/** Issue 11: the label of every image field's alt text input. */
export const ALT_TEXT_LABEL = 'Alt text';
/** The server's ALT_MAX_LENGTH (server/src/shared/images.ts). */
export const ALT_TEXT_MAX_LENGTH = 300;
/** The server's message for a longer one. */
export const ALT_TEXT_MESSAGE = `Alt text must be at most ${ALT_TEXT_MAX_LENGTH} characters`;

/** What pages show for a screenshot without alt text of its own (server/src/graphql/pictures.ts). */
export function screenshotAlt(name: string, index: number): string {
  return `${name} screenshot ${index + 1}`;
}

/** As the server stores it: runs of white space as one space, trimmed. */
export function normalizeAltText(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** The form's check, before any round trip: undefined when the alt text is fine (empty included). */
export function validateAltText(value: string): string | undefined {
  return normalizeAltText(value).length > ALT_TEXT_MAX_LENGTH ? ALT_TEXT_MESSAGE : undefined;
}

export interface AltTextChange {
  /** The image the record holds after its save (null: it has none, e.g. a post without a cover). */
  url: string | null | undefined;
  /** What the 'Alt text' input holds. */
  alt: string;
  /** The alt text stored for the image the form opened with (null: none). */
  storedAlt: string | null | undefined;
  /** A new file was uploaded with this save: its URL is new and has no alt text yet. */
  newImage: boolean;
  /**
   * The record was created by this save. A failure then shows its own toast and does not reject: the
   * form closes as saved, so submitting again cannot create the record twice.
   */
  justCreated?: boolean;
  /**
   * The saved record in the Apollo cache and its Picture field (or list of pictures), updated so the grid
   * and public views show the new alt text without a refetch; `fallbackAlt` is what the server falls back
   * to (the record's name or title, or "<name> screenshot <n>").
   */
  record?: { __typename: string; id: string; field: string; fallbackAlt: string } | null;
}

/** Whether the save needs an updateImageAlt: a changed alt text, or any alt text for a new image. */
export function altTextChanged({ url, alt, storedAlt, newImage }: AltTextChange): boolean {
  if (!url) return false;
  const next = normalizeAltText(alt);
  return newImage ? next !== '' : next !== normalizeAltText(storedAlt);
}

/** Shown when a just-created record's alt text could not be saved (the record itself was). */
export const ALT_TEXT_SAVE_FAILED = 'Saved, but the alt text could not be saved. Edit the record to try again.';

/**
 * Sends an image's alt text after its record was saved, when it changed (issue 11). After an update it
 * rejects as the record's own mutation does, so the form's usual error toast shows and the form stays
 * open (saving again is safe); after a create it reports the failure itself (`justCreated`). `loading` is true
 * while it is on its way (for forms whose saving state follows their mutations).
 */
export function useSaveAltText(): [(change: AltTextChange) => Promise<void>, { loading: boolean }] {
  const [updateImageAlt, { loading }] = useMutation(AdminUpdateImageAltDocument);
  const save = useCallback(
    async (change: AltTextChange) => {
      if (!altTextChanged(change)) return;
      const url = change.url!;
      const sending = updateImageAlt({
        variables: { url, alt: normalizeAltText(change.alt) },
        update: (cache, { data }) => {
          const record = change.record;
          if (!data || !record) return;
          const altText = data.updateImageAlt.altText ?? null;
          cache.modify({
            id: cache.identify({ __typename: record.__typename, id: record.id }),
            fields: {
              // One picture (a photo, a cover) or a list of them (screenshots): the entry with this URL changes.
              [record.field]: (existing: unknown) => {
                const update = (entry: unknown) => {
                  const picture = entry as { url?: string } | null | undefined;
                  return picture && picture.url === url ? { ...picture, altText, alt: altText ?? record.fallbackAlt } : entry;
                };
                return Array.isArray(existing) ? existing.map(update) : update(existing);
              },
            },
          });
        },
      });
      if (!change.justCreated) {
        await sending;
        return;
      }
      try {
        await sending;
      } catch (error) {
        console.error(error);
        toast.error(ALT_TEXT_SAVE_FAILED);
      }
    },
    [updateImageAlt],
  );
  return [save, { loading }];
}
