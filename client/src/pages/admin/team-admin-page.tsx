import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../components/admin/admin-grid';
import { evictRecord, prependToRootList } from '../../components/admin/cache-updates';
import { SortableList } from '../../components/admin/sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../../components/admin/use-admin-list';
import { useSaveOrder } from '../../components/admin/use-save-order';
import { fieldErrors } from '../../components/admin/graphql-errors';
import { useSaveAltText } from '../../components/admin/image-alt';
import { Button } from '../../components/ui/button';
import { AdminTeamMemberCard } from '../../features/team-member/components/admin-team-member-card';
import {
  AdminCreateTeamMemberDocument,
  AdminDeleteTeamMemberDocument,
  AdminReorderTeamMembersDocument,
  AdminTeamMembersDocument,
  AdminUpdateTeamMemberDocument,
  type TeamMemberCardFragment,
} from '../../gql-admin/graphql';
import { PersonForm } from './people/person-form';
import { personCreateInput, personUpdateInput, type PersonValues } from './people/person-values';

/** /admin/team: the team members grid with create/edit in a modal and delete after confirmation. */
export function TeamAdminPage() {
  const { data, loading, error } = useQuery(AdminTeamMembersDocument);
  const [createTeamMember] = useMutation(AdminCreateTeamMemberDocument, {
    update: (cache, { data: created }) => {
      if (created) prependToRootList(cache, 'teamMembers', created.createTeamMember);
    },
  });
  const [updateTeamMember] = useMutation(AdminUpdateTeamMemberDocument);
  const [saveAltText] = useSaveAltText();
  const [deleteTeamMember] = useMutation(AdminDeleteTeamMemberDocument, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, 'TeamMember', deleted.deleteTeamMember.id);
    },
  });
  /** null: no form; { member: null }: create; { member }: edit. */
  const [form, setForm] = useState<{ member: TeamMemberCardFragment | null } | null>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const saveOrder = useSaveOrder(AdminReorderTeamMembersDocument, { listField: 'teamMembers', typename: 'TeamMember' });

  useLoadErrorToast(error, 'Error loading team members. Please refresh the page.');

  const members = error ? [] : (data?.teamMembers ?? []);

  const save = async (values: PersonValues) => {
    const image = values.image ? { image: values.image } : {};
    // After the record's save, whose photo URL may be new (issue 11).
    const saveImageAlt = (
      saved: { id: string; name: string; image: string } | undefined,
      storedAlt: string | null | undefined,
      justCreated = false,
    ) =>
      saveAltText({
        url: saved?.image,
        alt: values.imageAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(values.image),
        record: saved && { __typename: 'TeamMember', id: saved.id, field: 'picture', fallbackAlt: saved.name },
      });
    try {
      if (form?.member) {
        const { data: updated } = await updateTeamMember({
          variables: { id: form.member.id, input: personUpdateInput(values, { withTwitter: false }), ...image },
        });
        await saveImageAlt(updated?.updateTeamMember, form.member.picture.altText);
        toast.success('Team member updated successfully!');
      } else {
        const { data: created } = await createTeamMember({
          variables: { input: personCreateInput(values, { withTwitter: false }), ...image },
        });
        await saveImageAlt(created?.createTeamMember, null, true);
        toast.success('Team member added successfully!');
      }
      setForm(null);
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      toast.error('Error saving team member. Please try again.');
      return fieldErrors(saveError);
    }
  };

  const remove = (member: TeamMemberCardFragment) =>
    deleteRecord(member.id, {
      confirmMessage: 'Are you sure you want to delete this team member?',
      remove: () => deleteTeamMember({ variables: { id: member.id } }),
      successMessage: 'Team member deleted successfully!',
      failureMessage: () => 'Error deleting team member. Please try again.',
    });

  const openCreate = () => setForm({ member: null });
  return (
    <>
      <AdminGrid
        title="Team Members"
        count={members.length}
        addLabel="Add Team Member"
        onAdd={openCreate}
        loading={loading && !data}
        loadingText="Loading team members..."
        sortable={
          <SortableList
            label="Team member order"
            items={members.map((member) => ({ id: member.id, name: member.name, detail: member.role }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={
          <>
            <p>No team members yet.</p>
            <Button variant="secondary" onClick={openCreate}>
              Add Your First Team Member
            </Button>
          </>
        }
      >
        {members.map((member) => (
          <AdminTeamMemberCard
            key={member.id}
            member={member}
            onEdit={() => setForm({ member })}
            onDelete={() => void remove(member)}
            deleting={deleting.has(member.id)}
          />
        ))}
      </AdminGrid>
      {form && (
        <PersonForm
          key={form.member?.id ?? 'new'}
          entityLabel="Team Member"
          person={form.member}
          onSubmit={save}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
