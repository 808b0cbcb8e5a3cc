import { z } from 'zod';
import { hiddenStateFields, SOCIAL_LIMITS, socialPageQuerySchema, socialUserSchema } from './social.ts';
import { TRIP_LIMITS } from './trips.ts';

/**
 * Planning (issue 12 point 5): a saved trip shared with friends or a group as a snapshot taken when shared; those
 * who see it comment, suggest stops (the owner accepts them into the trip, or dismisses them) and copy it.
 */

export const TRIP_SHARE_AUDIENCES = ['friends', 'group'] as const;
export type TripShareAudience = (typeof TRIP_SHARE_AUDIENCES)[number];
export const TRIP_SUGGESTION_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export type TripSuggestionStatus = (typeof TRIP_SUGGESTION_STATUSES)[number];

export const PLANNING_LIMITS = {
  descriptionMax: 2_000,
  commentMax: SOCIAL_LIMITS.commentMaxChars,
  suggestionNameMax: 200,
  suggestionNoteMax: 1_000,
  /** Friends or group members told of a new share: the first this many (a bell, not a mailing list). */
  sharedNoticeMax: 200,
} as const;

const descriptionSchema = z
  .string({ error: 'invalid' })
  .trim()
  .max(PLANNING_LIMITS.descriptionMax, { error: 'too_long' });

export const tripShareInputSchema = z
  .object({
    trip_id: z.uuid({ error: 'invalid' }),
    audience: z.enum(TRIP_SHARE_AUDIENCES, { error: 'invalid' }),
    /** Required with audience 'group' (a group the sharer is an active member of); not allowed with 'friends'. */
    group_id: z.uuid({ error: 'invalid' }).optional(),
    /** The sharer's words about the trip, kept in the snapshot. */
    description: descriptionSchema.default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.audience === 'group' && !v.group_id)
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: 'required' });
    if (v.audience === 'friends' && v.group_id)
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: 'not_allowed' });
  });
export type TripShareInput = z.input<typeof tripShareInputSchema>;

/** `PUT /social/trip-shares/{id}`: the snapshot is taken again from the trip as it is now. */
export const tripShareRefreshSchema = z
  .object({
    /** Replaces the description; left out, the current one stays. */
    description: descriptionSchema.optional(),
  })
  .strict();

const stopSchema = z.object({ lat: z.number(), lon: z.number(), name: z.string() });

/** What the audience sees of the trip, as it was when shared (or last refreshed). */
export const tripSnapshotSchema = z.object({
  title: z.string(),
  description: z.string(),
  stops: z.array(stopSchema),
  /** [lon, lat] along the route (the saved trip's geometry); empty when the trip has none. */
  geometry: z.array(z.tuple([z.number(), z.number()])),
  distance_km: z.number().nullable(),
  /** Driving time of the plan the trip was saved from; null for a trip without a plan (GPX import). */
  duration_min: z.number().nullable(),
  /** Days of the plan; null without a plan. */
  days: z.number().int().nullable(),
  /** true when distance and duration are the offline estimate, not a routed road. */
  estimated: z.boolean(),
});
export type TripSnapshot = z.infer<typeof tripSnapshotSchema>;
/** Lists carry the snapshot without the route line. */
export const tripSnapshotSummarySchema = tripSnapshotSchema.omit({ geometry: true });

const tripShareFields = {
  id: z.uuid(),
  owner: socialUserSchema,
  /** The sharer's own trip; only the owner can open it (trips are private). */
  trip_id: z.uuid(),
  audience: z.enum(TRIP_SHARE_AUDIENCES),
  /** The group shared with, for audience 'group'. */
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  is_owner: z.boolean(),
  comment_count: z.number().int(),
  open_suggestion_count: z.number().int(),
  created_at: z.string(),
  /** When the snapshot was last taken. */
  updated_at: z.string(),
};
export const tripShareSchema = z.object({ ...tripShareFields, snapshot: tripSnapshotSchema });
export type TripShare = z.infer<typeof tripShareSchema>;
export const tripShareSummarySchema = z.object({ ...tripShareFields, snapshot: tripSnapshotSummarySchema });
export type TripShareSummary = z.infer<typeof tripShareSummarySchema>;

export const TRIP_SHARE_SCOPES = ['all', 'mine', 'shared_with_me'] as const;
/** `GET /social/trip-shares`: the caller's shares and those shared with them, newest first; optionally one group's. */
export const tripShareListQuerySchema = socialPageQuerySchema.extend({
  scope: z.enum(TRIP_SHARE_SCOPES, { error: 'invalid' }).default('all'),
  group_id: z.uuid({ error: 'invalid' }).optional(),
});

export const tripShareResponseSchema = z.object({ data: tripShareSchema });
export const tripShareListResponseSchema = z.object({
  data: z.array(tripShareSummarySchema),
  next_cursor: z.string().nullable(),
});

export const tripShareCommentInputSchema = z
  .object({
    body: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(PLANNING_LIMITS.commentMax, { error: 'too_long' }),
  })
  .strict();

export const tripShareCommentSchema = z.object({
  id: z.uuid(),
  share_id: z.uuid(),
  author: socialUserSchema,
  body: z.string(),
  created_at: z.string(),
  /** Set only for the author (and moderators) of a hidden comment: everyone else no longer sees it. */
  ...hiddenStateFields,
});
export type TripShareComment = z.infer<typeof tripShareCommentSchema>;
export const tripShareCommentResponseSchema = z.object({ data: tripShareCommentSchema });
export const tripShareCommentListResponseSchema = z.object({
  data: z.array(tripShareCommentSchema),
  next_cursor: z.string().nullable(),
});

export const tripSuggestionInputSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(PLANNING_LIMITS.suggestionNameMax, { error: 'too_long' }),
    latitude: z.number({ error: 'invalid' }).min(-90, { error: 'out_of_range' }).max(90, { error: 'out_of_range' }),
    longitude: z.number({ error: 'invalid' }).min(-180, { error: 'out_of_range' }).max(180, { error: 'out_of_range' }),
    note: z
      .string({ error: 'invalid' })
      .trim()
      .max(PLANNING_LIMITS.suggestionNoteMax, { error: 'too_long' })
      .default(''),
  })
  .strict();
export type TripSuggestionInput = z.input<typeof tripSuggestionInputSchema>;

export const tripSuggestionSchema = z.object({
  id: z.uuid(),
  share_id: z.uuid(),
  author: socialUserSchema,
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  note: z.string(),
  status: z.enum(TRIP_SUGGESTION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TripSuggestion = z.infer<typeof tripSuggestionSchema>;
export const tripSuggestionResponseSchema = z.object({ data: tripSuggestionSchema });
export const tripSuggestionListResponseSchema = z.object({
  data: z.array(tripSuggestionSchema),
  next_cursor: z.string().nullable(),
});
/** `GET /social/trip-shares/{id}/suggestions?status=open`. */
export const tripSuggestionListQuerySchema = socialPageQuerySchema.extend({
  status: z.enum(TRIP_SUGGESTION_STATUSES, { error: 'invalid' }).optional(),
});

/** An accepted suggestion and where its stop went in the owner's trip (between the two stops it lengthens least). */
export const tripSuggestionAcceptedResponseSchema = z.object({
  data: tripSuggestionSchema.extend({ stop_index: z.number().int() }),
});

/** `POST /social/trip-shares/{id}/copy`: the viewer's own new trip. */
export const tripShareCopyResponseSchema = z.object({ data: z.object({ trip_id: z.uuid() }) });

/** A trip holds at most this many stops (the trips contract); a suggestion past it cannot be accepted. */
export const TRIP_STOPS_MAX = TRIP_LIMITS.maxStops * 4;
