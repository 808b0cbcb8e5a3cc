import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** A record form's rig picker in its namespace's words (`fields.vehicle`, `fields.no_vehicle`); `span` is its place. */
export function VehicleField({
  ns,
  vehicles,
  defaultValue,
  registration,
  span,
}: {
  ns: 'wheels_fuel' | 'wheels_maintenance' | 'wheels_storage';
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[];
  defaultValue: string;
  registration: UseFormRegisterReturn<'vehicle_id'>;
  span: 'sm:col-span-2' | 'sm:col-span-3';
}) {
  const { t } = useTranslation(ns);
  return (
    <Field label={t('fields.vehicle')} className={`space-y-1.5 ${span}`}>
      <Select defaultValue={defaultValue} {...registration}>
        <VehicleOptions vehicles={vehicles} noneLabel={t('fields.no_vehicle')} />
      </Select>
    </Field>
  );
}
