import { z } from 'zod';
import { RESOURCE_TYPES } from '@portico/contract/download';
import { downloadResources } from '../../db/schema-content.ts';
import { defineContentKind } from '../kind.ts';
import { siteOrWebAddress } from '../site-address.ts';

export const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export const downloadResourcesKind = defineContentKind({
  name: 'download-resources',
  summary: 'App downloads (Android, IOS, MOBILECONFIG, AppDownloadIcon) per domain, or the default list without one',
  table: downloadResources,
  input: z.strictObject({
    domain: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .refine((s) => HOST_NAME.test(s), 'Expected a host name such as m.example.com')
      .nullable()
      .default(null),
    resourceType: z.enum(RESOURCE_TYPES),
    url: siteOrWebAddress,
  }),
  orderBy: [downloadResources.domain, downloadResources.id],
});
