export { addToQueue } from './add-to-queue';
export { getQueueSchedule, nextQueueSlot, saveQueueSchedule } from './queue-schedule';
export { requeue } from './requeue';
export { listFreeQueueSlots } from './free-slots';
