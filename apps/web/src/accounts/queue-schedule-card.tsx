import type { AccountGroup } from '@fanout/shared';
import { QUEUE_WEEKDAY_NAMES, QUEUE_WEEKDAYS, type QueueSchedule } from '@fanout/shared/queue';
import { Button, Card, Chip, Group, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { BestTimesStatus } from './queue-best-times-status';
import { showFailureToast } from './show-failure-toast';

/**
 * A group's posting queue (ADR 0057): the weekdays and times Add to Queue fills,
 * in the user's zone. Saving never moves queued posts; "Re-queue" moves them when asked.
 */
export function QueueScheduleCard({ group }: { group: AccountGroup }) {
  const trpc = useTRPC();
  const schedule = useQuery(trpc.queue.schedule.queryOptions({ groupId: group.id }));
  if (!schedule.data) return null;
  // Keyed by the saved schedule: the form starts again from what the server holds.
  return (
    <QueueScheduleForm
      key={`${group.id}:${schedule.data.days.join()}:${schedule.data.times.join()}:${schedule.data.useBestTimes}`}
      schedule={schedule.data}
      groupName={group.name}
    />
  );
}

/** Saving the schedule and re-queueing, each with its toast; both refresh the queue's reads. */
function useQueueScheduleActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.queue.pathFilter());
  const save = useMutation(
    trpc.queue.saveSchedule.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Posting schedule saved',
          message: `Queued posts keep their times; choose Re-queue to move them.`,
          color: 'green',
        });
        return refresh();
      },
      onError: (error) => showFailureToast('Failed to save the posting schedule', error),
    }),
  );
  const requeue = useMutation(
    trpc.queue.requeue.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: 'Queue updated', message: answer.message, color: 'green' });
        return Promise.all([refresh(), queryClient.invalidateQueries(trpc.post.pathFilter())]);
      },
      onError: (error) => showFailureToast('Failed to re-queue', error),
    }),
  );

  return { save, requeue };
}

function QueueScheduleForm({
  schedule,
  groupName,
}: {
  schedule: QueueSchedule;
  groupName: string;
}) {
  const [days, setDays] = useState(schedule.days.map(String));
  const [times, setTimes] = useState(schedule.times);
  const [useBestTimes, setUseBestTimes] = useState(schedule.useBestTimes);
  const { save, requeue } = useQueueScheduleActions();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="queue-schedule-title">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="queue-schedule-title">
            Posting queue
          </Title>
          <Text size="sm" c="dimmed">
            Add to Queue puts a post of {groupName} in the next free time below ({schedule.timeZone}
            ).
          </Text>
        </div>
        <Chip.Group multiple value={days} onChange={setDays}>
          <Group gap="xs" role="group" aria-label="Queue days">
            {QUEUE_WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {QUEUE_WEEKDAY_NAMES[day]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TagsInput
          label="Queue times"
          description="24-hour times like 09:30; press Enter after each"
          value={times}
          onChange={setTimes}
          maw={480}
        />
        <Switch
          label="Use my best times"
          description="Fill the hours where this group's posts did best, from their figures; the times above stay the fallback"
          checked={useBestTimes}
          onChange={(event) => setUseBestTimes(event.currentTarget.checked)}
        />
        {schedule.bestTimes && <BestTimesStatus bestTimes={schedule.bestTimes} />}
        <Group gap="sm">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                groupId: schedule.groupId,
                days: days.map(Number),
                times,
                useBestTimes,
              })
            }
          >
            Save schedule
          </Button>
          <Button
            variant="default"
            loading={requeue.isPending}
            onClick={() => requeue.mutate({ groupId: schedule.groupId })}
          >
            Re-queue
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
