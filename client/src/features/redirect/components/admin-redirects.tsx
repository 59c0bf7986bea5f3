import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiArrowRight } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { Button } from '../../../components/ui/button';
import {
  AdminCreateRedirectDocument,
  AdminDeleteRedirectDocument,
  AdminRedirectsDocument,
  type AdminRedirectFragment,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { AdminRedirectForm, type RedirectValues } from './admin-redirect-form';

/**
 * The site's redirects (/admin/redirects, docs/decisions/060-redirects.md): the ones kept for changed slugs and the
 * ones added here, add in a modal, delete after confirmation. Asked afresh on each visit: a rename elsewhere adds
 * some, and adding one may shorten others (every redirect is one hop).
 */
export function AdminRedirects() {
  const { data, loading, error } = useQuery(AdminRedirectsDocument, { fetchPolicy: 'cache-and-network' });
  const [createRedirect] = useMutation(AdminCreateRedirectDocument, { refetchQueries: [AdminRedirectsDocument] });
  const [deleteRedirect] = useMutation(AdminDeleteRedirectDocument, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, 'Redirect', deleted.deleteRedirect.id);
    },
  });
  const [adding, setAdding] = useState(false);
  const { deleting, deleteRecord } = useConfirmedDelete();

  useLoadErrorToast(error, 'Error loading redirects. Please refresh the page.');
  const redirects = error ? [] : (data?.redirects ?? []);

  const save = async (values: RedirectValues) => {
    try {
      await createRedirect({ variables: { input: { fromPath: values.fromPath.trim(), toPath: values.toPath.trim() } } });
      toast.success('Redirect added successfully!');
      setAdding(false);
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      toast.error('Error saving redirect. Please try again.');
      return fieldErrors(saveError);
    }
  };

  const remove = (redirect: AdminRedirectFragment) =>
    deleteRecord(redirect.id, {
      confirmMessage: 'Are you sure you want to delete this redirect?',
      remove: () => deleteRedirect({ variables: { id: redirect.id } }),
      successMessage: 'Redirect deleted successfully!',
      failureMessage: () => 'Error deleting redirect. Please try again.',
    });

  return (
    <>
      <AdminGrid
        title="Redirects"
        count={redirects.length}
        addLabel="Add Redirect"
        onAdd={() => setAdding(true)}
        loading={loading && !data}
        loadingText="Loading redirects..."
        empty={
          <>
            <p>No redirects yet. When a published post or a product changes its address, its old one lands here.</p>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add Your First Redirect
            </Button>
          </>
        }
      >
        {redirects.map((redirect) => (
          <AdminCard
            key={redirect.id}
            name={`redirect from ${redirect.fromPath}`}
            onDelete={() => void remove(redirect)}
            deleting={deleting.has(redirect.id)}
          >
            <h3>
              <Path>{redirect.fromPath}</Path>
            </h3>
            <Target>
              <FiArrowRight aria-label="leads to" />
              <Path>{redirect.toPath}</Path>
            </Target>
            <p>{redirect.automatic ? 'Kept when the address changed' : 'Added by an administrator'}</p>
          </AdminCard>
        ))}
      </AdminGrid>
      {adding && <AdminRedirectForm onSubmit={save} onClose={() => setAdding(false)} />}
    </>
  );
}

const Path = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.95rem;
`;

const Target = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.primary};
`;
