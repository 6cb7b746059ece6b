import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface CatalogCardActionsProps {
  /** The plan's or package's name, which names the buttons for screen readers. */
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete on a plan or package card; delete only opens the confirmation. */
export function CatalogCardActions({ name, deleting, onEdit, onDelete }: CatalogCardActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
