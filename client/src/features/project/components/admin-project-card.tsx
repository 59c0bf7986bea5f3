import styled from 'styled-components';
import { cardKicker } from '../../../components/admin/admin-badges';
import { AdminCard, truncate } from '../../../components/admin/admin-card';
import { ChipList } from '../../../components/ui/chip-list';
import type { ProjectDetailFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

/** SPEC §9 admin truncations: description at 100 characters, 3 technologies, 2 tags, then '+N more'. */
const DESCRIPTION_MAX = 100;
const SHOWN_TECHNOLOGIES = 3;
const SHOWN_TAGS = 2;

interface AdminProjectCardProps {
  project: ProjectDetailFragment;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A project in the admin grid: image, title, short description, technologies and tags. */
export function AdminProjectCard({ project, onEdit, onHistory, onDelete, deleting }: AdminProjectCardProps) {
  return (
    <AdminCard
      name={project.title}
      image={project.image}
      onEdit={onEdit}
      onHistory={onHistory}
      onDelete={onDelete}
      deleting={deleting}
    >
      <Stack>
        {project.category && <Category>{project.category}</Category>}
        <Title>{project.title}</Title>
        <p>{truncate(project.description, DESCRIPTION_MAX)}</p>
        <ChipList label={`${project.title} technologies`} items={project.technologies} max={SHOWN_TECHNOLOGIES} />
        <ChipList label={`${project.title} tags`} items={project.tags} max={SHOWN_TAGS} />
      </Stack>
    </AdminCard>
  );
}

const Category = styled.span`
  ${cardKicker}
`;

const Title = styled.h3`
  overflow-wrap: anywhere;
`;

/** AdminCard's body is a grid stretched to the row's height; a single child keeps these rows from spreading out. */
const Stack = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(2.5)};
`;
