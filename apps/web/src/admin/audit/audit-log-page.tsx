import {
  addDays,
  AUDIT_ACTIONS,
  PERMISSIONS,
  zonedInstant,
  type AuditAction,
  type AuditEvent,
  type AuditEventsQuery,
} from '@fanout/shared';
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';
import { changeOf, whoOf } from './audit-line';
import { useTimeZone } from '../../time/use-time-zone';

/** Admin Audit Log (/admin/audit-log, ADR 0050): read only, for view_admin_panel. */
export function AuditLogPage() {
  useDocumentTitle('Audit Log | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.viewAdminPanel}>
      <AuditLog />
    </PermissionGate>
  );
}

interface Filters {
  action: AuditAction | null;
  actorEmail: string;
  targetId: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { action: null, actorEmail: '', targetId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a 'YYYY-MM-DD' day in `zone`; undefined for no real day. */
function dayStart(date: string, zone: string): Date | undefined {
  return DAY.test(date) ? (zonedInstant({ date, time: '00:00' }, zone) ?? undefined) : undefined;
}

/**
 * The query for the server: empty filters left out; dates as whole days of the user's zone (to:
 * the last instant of that day).
 */
function queryOf(filters: Filters, cursor: string | undefined, zone: string): AuditEventsQuery {
  const from = dayStart(filters.from, zone);
  const nextDay = DAY.test(filters.to) ? dayStart(addDays(filters.to, 1), zone) : undefined;
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actorEmail.trim() ? { actorEmail: filters.actorEmail.trim() } : {}),
    ...(filters.targetId.trim() ? { targetId: filters.targetId.trim() } : {}),
    ...(from ? { from } : {}),
    ...(nextDay ? { to: new Date(nextDay.getTime() - 1) } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

function AuditLog() {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages before the one shown, so "Newer" can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const timeZone = useTimeZone();
  const events = useQuery(trpc.admin.auditEvents.queryOptions(queryOf(filters, cursor, timeZone)));
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setCursors([undefined]);
  };
  const nextCursor = events.data?.nextCursor;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Audit Log</Title>
        <Text c="dimmed">Who did what, and when. Nothing here can be changed.</Text>
      </div>
      <AuditFilters filters={filters} onChange={change} />
      {events.isError && !isUnauthorizedError(events.error) && (
        <ListLoadError title="Could not load the audit log" onRetry={() => void events.refetch()} />
      )}
      {events.isPending && <Text>Loading the audit log…</Text>}
      {events.data && <AuditTable items={events.data.items} />}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={cursors.length < 2}
          onClick={() => setCursors((all) => all.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          variant="default"
          disabled={!nextCursor}
          onClick={() => nextCursor && setCursors((all) => [...all, nextCursor])}
        >
          Older
        </Button>
      </Group>
    </Stack>
  );
}

function AuditFilters(props: { filters: Filters; onChange: (next: Partial<Filters>) => void }) {
  const { filters, onChange } = props;
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label="Action"
        placeholder="Any action"
        clearable
        searchable
        data={[...AUDIT_ACTIONS]}
        value={filters.action}
        onChange={(value) => onChange({ action: value as AuditAction | null })}
      />
      <TextInput
        label="Actor email"
        value={filters.actorEmail}
        onChange={(event) => onChange({ actorEmail: event.currentTarget.value })}
      />
      <TextInput
        label="Target id"
        value={filters.targetId}
        onChange={(event) => onChange({ targetId: event.currentTarget.value })}
      />
      <TextInput
        label="From"
        type="date"
        value={filters.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
    </Group>
  );
}

function AuditTable({ items }: { items: AuditEvent[] }) {
  const timeZone = useTimeZone();
  if (items.length === 0) return <Text>No events match these filters.</Text>;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped aria-label="Audit events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                {new Date(event.createdAt).toLocaleString(undefined, { timeZone })}
              </Table.Td>
              <Table.Td>{whoOf(event)}</Table.Td>
              <Table.Td>{event.action}</Table.Td>
              <Table.Td>
                {event.targetType ? `${event.targetType} ${event.targetId ?? ''}` : '—'}
              </Table.Td>
              <Table.Td>{event.ip ?? '—'}</Table.Td>
              <Table.Td>{[changeOf(event), event.summary].filter(Boolean).join(' · ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
