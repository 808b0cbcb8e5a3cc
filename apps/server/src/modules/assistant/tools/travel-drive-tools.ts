import { dailyLimitKmSchema, type PlanResponse } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { day, distance, duration, money, pick } from './format.ts';
import { compose, fail, ok, tool, type ToolServices } from './kit.ts';
import { siteName } from './travel-campground-tools.ts';
import { fuelSentence, noFuelReason, typicalRigFuel } from './travel-fuel-tools.ts';
import { estimateNote, planThrough, route, toKm } from './travel-kit.ts';

/** The plan as a model reads it: figures without the geometry. */
const planData = (ctx: Pick<ToolContext, 'language'>, plan: PlanResponse) => ({
  stops: plan.stops,
  legs: plan.legs,
  total_distance_km: plan.total_distance_km,
  total_duration_min: plan.total_duration_min,
  estimated: plan.estimated,
  daily_limit_km: plan.daily_limit_km,
  days: plan.days.map((d) => ({
    day: d.day,
    date: d.date,
    start: d.start.name,
    end: d.end.name,
    distance_km: d.distance_km,
    duration_min: d.duration_min,
    overnight_site: d.overnight_site ? siteName(ctx, d.overnight_site) : null,
  })),
  fuel: plan.fuel,
  budget: plan.budget,
  notes: plan.notes.map((n) => n.code),
});

/** Drives: the distance between two places, and a drive planned day by day (not saved). */
export function travelDriveTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'distance_between',
      description: 'Road distance and driving time between two places (an estimate when no road router is configured).',
      destructive: false,
      async run(args, ctx) {
        const result = await planThrough(s, ctx, [args.from, args.to], { withRig: false });
        if ('ok' in result) return result;
        const { places, plan } = result;
        const main = pick(ctx, {
          en: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, about ${duration(plan.total_duration_min)} of driving.`,
          es: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, unas ${duration(plan.total_duration_min)} de conducción.`,
          fr: `${route(places)} : ${distance(ctx, plan.total_distance_km)}, environ ${duration(plan.total_duration_min)} de route.`,
        });
        const note = estimateNote(ctx, plan);
        // The estimate is said whatever the style: a figure must not pass for a road distance.
        return ok(note ? `${main} ${note}` : main, {
          from: places[0],
          to: places[1],
          distance_km: plan.total_distance_km,
          duration_min: plan.total_duration_min,
          estimated: plan.estimated,
        });
      },
    }),

    tool({
      name: 'plan_trip',
      description:
        "Plans a drive (not saved): days at the user's daily limit, distance, time, overnight campgrounds, fuel cost for the user's rig.",
      destructive: false,
      async run(args, ctx) {
        let dailyKm: number | undefined;
        if (args.daily_limit !== undefined) {
          const parsed = dailyLimitKmSchema.safeParse(Math.round(toKm(ctx, args.daily_limit, args.unit)));
          if (!parsed.success) {
            return fail(
              'invalid',
              pick(ctx, {
                en: `A daily limit must be between ${distance(ctx, 50)} and ${distance(ctx, 2000)}.`,
                es: `El límite diario debe estar entre ${distance(ctx, 50)} y ${distance(ctx, 2000)}.`,
                fr: `La limite quotidienne doit être comprise entre ${distance(ctx, 50)} et ${distance(ctx, 2000)}.`,
              }),
            );
          }
          dailyKm = parsed.data;
        }
        const result = await planThrough(s, ctx, [args.from, ...(args.via ?? []), args.to], {
          withRig: true,
          full: true,
          ...(dailyKm ? { daily_limit_km: dailyKm } : {}),
          ...(args.start_date ? { start_date: args.start_date } : {}),
        });
        if ('ok' in result) return result;
        const { places, plan, rig, motor } = result;
        const days = plan.days.length;
        const main = pick(ctx, {
          en: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, about ${duration(plan.total_duration_min)} of driving, ${days} day${days === 1 ? '' : 's'} at up to ${distance(ctx, plan.daily_limit_km)} a day.`,
          es: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, unas ${duration(plan.total_duration_min)} de conducción, ${days} día${days === 1 ? '' : 's'} a un máximo de ${distance(ctx, plan.daily_limit_km)} al día.`,
          fr: `${route(places)} : ${distance(ctx, plan.total_distance_km)}, environ ${duration(plan.total_duration_min)} de route, ${days} jour${days === 1 ? '' : 's'} à ${distance(ctx, plan.daily_limit_km)} maximum par jour.`,
        });
        const typical =
          plan.fuel.cost === null ? await typicalRigFuel(s, ctx, plan.total_distance_km, rig, motor) : null;
        const fuel =
          fuelSentence(ctx, plan) ??
          (typical
            ? pick(ctx, {
                en: `Fuel: ${typical.reply}`,
                es: `Combustible: ${typical.reply}`,
                fr: `Carburant : ${typical.reply}`,
              })
            : noFuelReason(ctx, rig, motor));
        const estimate = estimateNote(ctx, plan);
        const dayLines = plan.days.map((d) => {
          const site = d.overnight_site && siteName(ctx, d.overnight_site);
          const night = site
            ? pick(ctx, { en: `, night at ${site}`, es: `, noche en ${site}`, fr: `, nuit à ${site}` })
            : '';
          const date = d.date ? ` (${day(ctx, d.date)})` : '';
          return pick(ctx, {
            en: `Day ${d.day}${date}: ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
            es: `Día ${d.day}${date}: ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
            fr: `Jour ${d.day}${date} : ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
          });
        });
        const fees =
          plan.budget.campground_fees_estimate !== null && plan.budget.nights > 0
            ? pick(ctx, {
                en: `Campground nights: about ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimate).`,
                es: `Noches de camping: unos ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimación).`,
                fr: `Nuits en camping : environ ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimation).`,
              })
            : null;
        const reply = compose(ctx, [main, estimate].filter(Boolean).join(' '), {
          note: fuel,
          detail: [`${dayLines.join('. ')}.`, fees].filter(Boolean).join(' '),
        });
        return ok(reply, { ...planData(ctx, plan), vehicle: rig?.name ?? null });
      },
    }),
  ];
}
