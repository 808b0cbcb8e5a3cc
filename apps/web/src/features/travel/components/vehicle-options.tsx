import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Vehicle } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';

/** The options of a rig picker: "none" first (its label in the caller's words), then the user's rigs by name. */
export function VehicleOptions({
  vehicles,
  noneLabel,
}: {
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[];
  noneLabel: string;
}) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {vehicles.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </>
  );
}

/** A record form's rig picker: its label, then "none" and the user's rigs (`span` is its place in six columns). */
export function VehicleField({
  label,
  noneLabel,
  vehicles,
  defaultValue,
  registration,
  span,
}: {
  label: string;
  noneLabel: string;
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[];
  defaultValue: string;
  registration: UseFormRegisterReturn<'vehicle_id'>;
  span: 'sm:col-span-2' | 'sm:col-span-3';
}) {
  return (
    <Field label={label} className={`space-y-1.5 ${span}`}>
      <Select defaultValue={defaultValue} {...registration}>
        <VehicleOptions vehicles={vehicles} noneLabel={noneLabel} />
      </Select>
    </Field>
  );
}
