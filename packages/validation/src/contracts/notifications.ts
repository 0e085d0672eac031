import { z } from 'zod';
import { defineRoute } from '../contract';
import { NotificationListSchema } from '../orders';

// The signed-in person's notices (the bell menu of every app).
const tags = ['notifications'] as const;

export const listNotifications = defineRoute({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  access: 'user',
  tags,
  summary: 'The signed-in person’s notifications, newest first (at most 50), and the unread count',
  status: 200,
  response: NotificationListSchema,
  errors: [],
});

export const markNotificationsRead = defineRoute({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/notifications/read-all',
  access: 'user',
  tags,
  summary: 'Mark every notification of the signed-in person as read',
  body: z.object({}).optional(),
  status: 204,
  response: null,
  errors: [],
});
