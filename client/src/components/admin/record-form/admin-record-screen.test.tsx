import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { defineRecord, NAME_MAX } from '@field-rules';
import { AdminRevisionsDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ConfirmProvider } from '../confirm-dialog';
import { AdminRecordScreen, type RecordScreenConfig } from './admin-record-screen';

/** A record that is only described fields, as a new plain record would be (docs/guides/adding-a-field-and-an-entity.md). */
const NOTE_RECORD = defineRecord('Note', {
  title: { kind: 'text', label: 'Title', required: true, max: NAME_MAX, half: true },
  source: { kind: 'link', label: 'Source', link: 'link', message: 'Please enter a valid URL', half: true },
  body: { kind: 'longText', label: 'Body', required: true },
});

const FIELDS = 'id title source body version';
const documents = {
  list: gql(`query AdminNotes { notes { ${FIELDS} } }`),
  create: gql(`mutation AdminCreateNote($input: CreateNoteInput!) { createNote(input: $input) { ${FIELDS} } }`),
  update: gql(
    `mutation AdminUpdateNote($id: ID!, $input: UpdateNoteInput!, $expectedVersion: Int) { updateNote(id: $id, input: $input, expectedVersion: $expectedVersion) { ${FIELDS} } }`,
  ),
  remove: gql('mutation AdminDeleteNote($id: ID!) { deleteNote(id: $id) { id } }'),
  reorder: gql('mutation AdminReorderNotes($ids: [ID!]!) { reorderNotes(ids: $ids) { id position } }'),
} as unknown as RecordScreenConfig<'Note', 'notes'>['documents'] & Record<string, TypedDocumentNode>;

const NOTES: RecordScreenConfig<'Note', 'notes'> = {
  typename: 'Note',
  listField: 'notes',
  noun: { one: 'note', many: 'notes' },
  record: NOTE_RECORD,
  documents,
  card: { name: 'title', detail: 'body' },
};

const first = { __typename: 'Note', id: 'n1', title: 'Kick-off', source: null, body: 'We met.', version: 1 };
const listed = (notes: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: documents.list },
  delay,
  result: { data: { notes } },
});
const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => dialog().getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderScreen(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminRecordScreen config={NOTES} />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('AdminRecordScreen', () => {
  afterEach(() => act(() => toast.remove()));

  it("shows 'Loading notes...', then a card per record, or 'No notes yet.'", async () => {
    renderScreen([listed([first], 30)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notes...');
    expect(await screen.findByRole('heading', { name: 'Kick-off' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to add the first one', async () => {
    renderScreen([listed([])]);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Note' })).toBeInTheDocument();
  });

  it("checks the form with the description's messages, then creates (an empty optional field sent as null)", async () => {
    const created = { ...first, id: 'n2', title: 'Review', body: 'Done.' };
    const user = renderScreen([
      listed([]),
      {
        request: { query: documents.create, variables: { input: { title: 'Review', source: null, body: 'Done.' } } },
        result: { data: { createNote: created } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    await user.type(field('Source'), 'not a link');
    await user.click(dialog().getByRole('button', { name: 'Create Note' }));
    expect(await dialog().findByText('Title is required')).toBeInTheDocument();
    expect(dialog().getByText('Body is required')).toBeInTheDocument();
    expect(dialog().getByText('Please enter a valid URL')).toBeInTheDocument();
    await user.clear(field('Source'));
    await user.type(field('Title'), 'Review');
    await user.type(field('Body'), 'Done.');
    await user.click(dialog().getByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('Note added successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });

  it('edits one, sending every field and the version it was read at', async () => {
    const user = renderScreen([
      listed([first]),
      {
        request: {
          query: documents.update,
          variables: { id: 'n1', input: { title: 'Kick-off call', source: null, body: 'We met.' }, expectedVersion: 1 },
        },
        result: { data: { updateNote: { ...first, title: 'Kick-off call', version: 2 } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Kick-off' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Edit Note');
    await user.type(field('Title'), ' call');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Note updated successfully!')).toBeInTheDocument();
  });

  it('deletes one after confirmation', async () => {
    const user = renderScreen([
      listed([first]),
      { request: { query: documents.remove, variables: { id: 'n1' } }, result: { data: { deleteNote: { id: 'n1' } } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Kick-off' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted successfully!')).toBeInTheDocument();
  });

  it("opens a record's history under the name its card shows (a record without a `name` field)", async () => {
    const user = renderScreen([
      listed([first]),
      {
        request: { query: AdminRevisionsDocument, variables: { recordType: 'Note', recordId: 'n1' } },
        result: { data: { revisions: [] } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'History of Kick-off' }));
    expect(screen.getByRole('dialog', { name: 'History of Kick-off' })).toBeInTheDocument();
  });
});
