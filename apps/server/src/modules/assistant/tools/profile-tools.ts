import type { Profile, ProfilePatch } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { list, pick, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';

export const RIG_TYPE_NAMES: Record<string, Texts> = {
  motorhome: { en: 'motorhome', es: 'autocaravana', fr: 'camping-car' },
  campervan: { en: 'campervan', es: 'camper', fr: 'fourgon aménagé' },
  caravan: { en: 'caravan', es: 'caravana', fr: 'caravane' },
  fifth_wheel: { en: 'fifth wheel', es: 'quinta rueda', fr: 'sellette (fifth wheel)' },
  truck_camper: { en: 'truck camper', es: 'camper de pickup', fr: 'cellule sur pick-up' },
  tent_trailer: { en: 'tent trailer', es: 'remolque tienda', fr: 'tente-remorque' },
  other: { en: 'other', es: 'otro', fr: 'autre' },
};
export const REGION_NAMES: Record<string, Texts> = {
  AU: { en: 'Australia', es: 'Australia', fr: 'Australie' },
  NZ: { en: 'New Zealand', es: 'Nueva Zelanda', fr: 'Nouvelle-Zélande' },
  US: { en: 'the United States', es: 'Estados Unidos', fr: 'les États-Unis' },
  CA: { en: 'Canada', es: 'Canadá', fr: 'le Canada' },
  GB: { en: 'the United Kingdom', es: 'Reino Unido', fr: 'le Royaume-Uni' },
  ROW: { en: 'the rest of the world', es: 'el resto del mundo', fr: 'le reste du monde' },
};

/** What a profile says, field by field, in the user's language. */
function profileFacts(
  ctx: ToolContext,
  p: Pick<Profile, 'full_name' | 'bio' | 'rig_type' | 'region'>,
  only?: string[],
) {
  const wanted = (f: string) => !only || only.includes(f);
  const facts: string[] = [];
  if (wanted('full_name'))
    facts.push(
      pick(ctx, {
        en: `display name "${p.full_name ?? 'A traveller'}"`,
        es: `nombre visible «${p.full_name ?? 'Un viajero'}»`,
        fr: `nom affiché « ${p.full_name ?? 'Un voyageur'} »`,
      }),
    );
  if (wanted('bio'))
    facts.push(
      p.bio
        ? pick(ctx, { en: `bio "${p.bio}"`, es: `biografía «${p.bio}»`, fr: `bio « ${p.bio} »` })
        : pick(ctx, { en: 'no bio', es: 'sin biografía', fr: 'pas de bio' }),
    );
  if (wanted('rig_type') && p.rig_type)
    facts.push(
      pick(ctx, {
        en: `rig type ${RIG_TYPE_NAMES[p.rig_type]!.en}`,
        es: `tipo de vehículo ${RIG_TYPE_NAMES[p.rig_type]!.es}`,
        fr: `type de véhicule ${RIG_TYPE_NAMES[p.rig_type]!.fr}`,
      }),
    );
  if (wanted('region') && p.region)
    facts.push(
      pick(ctx, {
        en: `home region ${REGION_NAMES[p.region]!.en}`,
        es: `región ${REGION_NAMES[p.region]!.es}`,
        fr: `région ${REGION_NAMES[p.region]!.fr}`,
      }),
    );
  return facts;
}

export function profileTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'update_profile',
      description: 'Changes the user’s profile: display name, bio, rig type or home region.',
      destructive: false,
      help: {
        en: 'change your profile: display name, bio, rig type, home region ("call me Sam", "set my bio to ...")',
        es: 'cambiar tu perfil: nombre, biografía, tipo de vehículo, región ("llámame Sam")',
        fr: 'modifier votre profil : nom, bio, type de véhicule, région (« appelle-moi Sam »)',
      },
      async run(args, ctx) {
        const patch: ProfilePatch = {
          ...(args.full_name !== undefined ? { full_name: args.full_name } : {}),
          ...(args.bio !== undefined ? { bio: args.bio } : {}),
          ...(args.rig_type !== undefined ? { rig_type: args.rig_type } : {}),
          ...(args.region !== undefined ? { region: args.region } : {}),
        };
        const profile = await s.profile.update(ctx.userId, patch);
        const facts = profileFacts(ctx, profile, Object.keys(patch));
        return ok(
          pick(ctx, {
            en: `Done: your profile now shows ${list(ctx, facts)}.`,
            es: `Hecho: tu perfil ahora muestra ${list(ctx, facts)}.`,
            fr: `C’est fait : votre profil affiche maintenant ${list(ctx, facts)}.`,
          }),
          { full_name: profile.full_name, bio: profile.bio, rig_type: profile.rig_type, region: profile.region },
          ['profile'],
        );
      },
    }),
    tool({
      name: 'show_profile',
      description: 'What the user’s profile says: display name, bio, rig type, home region.',
      destructive: false,
      async run(_args, ctx) {
        const profile = await s.profile.get(ctx.userId);
        return ok(
          pick(ctx, {
            en: `Your profile: ${list(ctx, profileFacts(ctx, profile))}.`,
            es: `Tu perfil: ${list(ctx, profileFacts(ctx, profile))}.`,
            fr: `Votre profil : ${list(ctx, profileFacts(ctx, profile))}.`,
          }),
          { full_name: profile.full_name, bio: profile.bio, rig_type: profile.rig_type, region: profile.region },
        );
      },
    }),
  ];
}
