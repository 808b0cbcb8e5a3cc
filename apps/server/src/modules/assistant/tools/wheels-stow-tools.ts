import { storageItemPatchSchema, weightToKg, type StorageItem, type Vehicle } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { num, pick, unitsOf, weight, type Texts } from './format.ts';
import { fail, invalidArgs, ok, tool, userRig, type ToolServices } from './kit.ts';
import { KIND_NAMES, vehicleLabel } from './wheels-rig-tools.ts';
import { itemSubject, withNote } from './wheels-upkeep-tools.ts';
import { oneOf, withSubject } from './wheels-kit.ts';

/** A stowed item's quantity, weight, name and notes changed as the Storage screen does; a fill-up's or service's rig. */

const ITEM: Texts = { en: 'a stowed item', es: 'ningún objeto guardado', fr: 'aucun objet rangé' };
const RIG: Texts = { en: 'a rig', es: 'ningún vehículo', fr: 'aucun véhicule' };

/** A tow vehicle is also 'the tow car', 'el coche', 'la voiture'. */
const rigText = (v: Vehicle) =>
  `${v.name} ${Object.values(KIND_NAMES[v.kind]).join(' ')} ${v.kind.replace('_', ' ')}${
    v.kind === 'tow_vehicle' ? ' car towcar coche voiture' : ''
  }`;

/**
 * The rig a fill-up or a service was for: the one the user's words name among their rigs (several fitting: the one
 * picked by `choice`, else a question), or the motor rig when they named none.
 */
export async function rigFor(
  s: ToolServices,
  ctx: ToolContext,
  args: { vehicle?: string | undefined; choice?: number | undefined },
): Promise<{ vehicle: Vehicle | null } | { outcome: ToolOutcome }> {
  if (!args.vehicle) return { vehicle: (await userRig(s, ctx.userId)).motor };
  const vehicles = await s.vehicles.list(ctx.userId);
  const found = oneOf(
    ctx,
    vehicles,
    { query: args.vehicle, choice: args.choice },
    { text: rigText, label: (v) => vehicleLabel(ctx, v), what: RIG },
  );
  return 'outcome' in found ? found : { vehicle: found.record };
}

/** What changed, in words: 'quantity 3', 'weight 25 kg each'. */
function changes(ctx: ToolContext, before: StorageItem, after: StorageItem, noted: string | undefined): string[] {
  const out: string[] = [];
  if (after.name !== before.name)
    out.push(
      pick(ctx, { en: `renamed from ${before.name}`, es: `antes ${before.name}`, fr: `anciennement ${before.name}` }),
    );
  if (after.quantity !== before.quantity)
    out.push(pick(ctx, { en: 'quantity', es: 'cantidad', fr: 'quantité' }) + ` ${num(ctx, after.quantity)}`);
  if (after.unit_weight_kg !== before.unit_weight_kg && after.unit_weight_kg !== null) {
    const each = after.quantity > 1 ? pick(ctx, { en: ' each', es: ' cada uno', fr: ' chacun' }) : '';
    out.push(pick(ctx, { en: 'weight', es: 'peso', fr: 'poids' }) + ` ${weight(ctx, after.unit_weight_kg)}${each}`);
  }
  if (noted) out.push(pick(ctx, { en: `note "${noted}"`, es: `nota «${noted}»`, fr: `note « ${noted} »` }));
  return out;
}

export function stowTools(s: ToolServices): PamTool[] {
  const findItem = async (ctx: ToolContext, args: { id?: string; item?: string; choice?: number }) =>
    oneOf(
      ctx,
      await s.storage.list(ctx.userId, {}),
      { id: args.id, query: args.item, choice: args.choice },
      { text: (i) => i.name, label: (i) => `${i.name} (${i.location})`, what: ITEM },
    );

  return [
    tool({
      name: 'update_storage_item',
      description:
        'Changes a stowed item named in words (or by id): how many there are, what one weighs, its name, or adds a note.',
      destructive: false,
      async run(args, ctx) {
        const found = await findItem(ctx, args);
        if ('outcome' in found) return found.outcome;
        const before = found.record;
        const patch = storageItemPatchSchema.safeParse({
          ...(args.quantity !== undefined ? { quantity: args.quantity } : {}),
          ...(args.weight !== undefined
            ? {
                unit_weight_kg:
                  Math.round(weightToKg(args.weight, args.weight_unit ?? unitsOf(ctx).weight_unit) * 1000) / 1000,
              }
            : {}),
          ...(args.new_name ? { name: args.new_name } : {}),
          ...(args.note ? { notes: withNote(before.notes, args.note) } : {}),
        });
        if (!patch.success) return invalidArgs(ctx, patch.error);
        if (Object.keys(patch.data).length === 0) {
          return fail(
            'invalid',
            pick(ctx, {
              en: `What should I change for ${before.name}: how many, the weight, the name or a note?`,
              es: `¿Qué cambio de ${before.name}: la cantidad, el peso, el nombre o una nota?`,
              fr: `Que dois-je changer pour ${before.name} : la quantité, le poids, le nom ou une note ?`,
            }),
          );
        }
        const item = await s.storage.update(ctx.userId, before.id, patch.data);
        const what = changes(ctx, before, item, args.note).join(', ');
        const named = itemSubject(item).label;
        return withSubject(
          ok(
            pick(ctx, {
              en: `Updated ${named}: ${what}.`,
              es: `Actualicé ${named}: ${what}.`,
              fr: `J'ai modifié ${named} : ${what}.`,
            }),
            { item },
            ['storage_items'],
          ),
          itemSubject(item),
        );
      },
    }),
  ];
}
