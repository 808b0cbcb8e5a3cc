import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { SHOP_CATEGORIES, SHOP_SORTS, type ShopCategory, type ShopSort } from '@ww/contracts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { SearchForm } from '#shared/ui/search-form.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { AdminProduct, AdminProductSearch } from '../../api/queries.ts';
import {
  useAdminProduct,
  useAdminProducts,
  useDeleteProduct,
  useSaveProduct,
  useSetProductActive,
} from '../../api/shop-admin.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { noPageHoldsAnything } from '#shared/ui/paged-list.tsx';
import { ProductForm } from './product-form.tsx';
import { ShopSettingsSection } from './shop-settings-section.tsx';

/** The product being changed (its id) or added (null). */
interface Editing {
  id: string | null;
}

function ProductEditor({ editing: { id }, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const product = useAdminProduct(id);
  const save = useSaveProduct();

  const form = (existing?: AdminProduct) => (
    <ProductForm
      {...(existing ? { product: existing } : {})}
      busy={save.isPending}
      onCancel={onDone}
      onSubmit={async (input) => {
        const saved = await save.mutateAsync({ id, input });
        toast.success(
          id === null ? t('products.created', { name: saved.name }) : t('products.saved', { name: saved.name }),
        );
        onDone();
      }}
    />
  );

  return (
    <Card>
      {id === null ? (
        form()
      ) : (
        <AdminQueryState
          query={product}
          loadingLabel={t('products.loading_one')}
          errorTitle={t('products.load_one_failed')}
        >
          {(loaded) => form(loaded)}
        </AdminQueryState>
      )}
    </Card>
  );
}

interface ListState {
  text: string;
  search: AdminProductSearch;
}

function ProductList({
  state: { text, search },
  onChange,
  onEdit,
}: {
  state: ListState;
  onChange: (update: (state: ListState) => ListState) => void;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const errorText = useErrorText();
  const setText = (value: string) => onChange((s) => ({ ...s, text: value }));
  const setSearch = (update: (search: AdminProductSearch) => AdminProductSearch) =>
    onChange((s) => ({ ...s, search: update(s.search) }));
  const products = useAdminProducts(search);
  const rows = products.data?.pages.flatMap((page) => page.data) ?? [];
  const setActive = useSetProductActive();
  const remove = useDeleteProduct();
  const total = products.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-4">
      <SearchForm
        label={t('products.search')}
        value={text}
        onValueChange={setText}
        onSearch={(q) => setSearch((current) => ({ ...current, q }))}
        submitLabel={t('products.search_button')}
      >
        <Field label={t('products.category')} className="w-full space-y-1.5 sm:w-48">
          <Select
            value={search.category ?? ''}
            onChange={(event) => {
              const category = SHOP_CATEGORIES.find((c) => c === event.target.value);
              setSearch(({ category: _old, ...rest }) => (category ? { ...rest, category } : rest));
            }}
          >
            <option value="">{t('products.all_categories')}</option>
            {SHOP_CATEGORIES.map((category: ShopCategory) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('products.sort')} className="w-full space-y-1.5 sm:w-48">
          <Select
            value={search.sort ?? 'name'}
            onChange={(event) => {
              const sort = SHOP_SORTS.find((s) => s === event.target.value);
              if (sort) setSearch((current) => ({ ...current, sort }));
            }}
          >
            {SHOP_SORTS.map((sort: ShopSort) => (
              <option key={sort} value={sort}>
                {t(`products.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Field>
      </SearchForm>

      {(setActive.isError || remove.isError) && (
        <Alert variant="error" title={t('products.change_failed')}>
          <p>{errorText(setActive.error ?? remove.error)}</p>
        </Alert>
      )}

      <AdminQueryState
        query={products}
        loadingLabel={t('products.loading')}
        errorTitle={t('products.load_failed')}
        isEmpty={noPageHoldsAnything}
        empty={search.q || search.category ? t('products.none_found') : t('products.empty')}
      >
        {() => (
          <div className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {t('products.count', { count: total, shown: format.number(rows.length), total: format.number(total) })}
            </p>
            <DataTable
              caption={t('products.table_caption')}
              columns={[
                t('products.columns.name'),
                t('products.columns.category'),
                t('products.columns.price'),
                t('products.columns.stock'),
                t('products.columns.status'),
                t('products.columns.actions'),
              ]}
            >
              {rows.map((row) => {
                const changing = setActive.isPending && setActive.variables.id === row.id;
                return (
                  <Row key={row.id}>
                    <Cell label={t('products.columns.name')} className="font-medium break-words">
                      {row.name}
                    </Cell>
                    <Cell label={t('products.columns.category')}>{t(`categories.${row.category}`)}</Cell>
                    <Cell label={t('products.columns.price')} className="tabular-nums">
                      {format.money(row.price.amount, row.price.currency)}
                    </Cell>
                    <Cell label={t('products.columns.stock')} className="tabular-nums">
                      {row.seller === 'shop' ? format.number(row.stock) : t('products.sold_on', { seller: row.seller })}
                    </Cell>
                    <Cell label={t('products.columns.status')}>
                      {row.active ? (
                        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                          {t('products.active')}
                        </span>
                      ) : (
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                          {t('products.retired')}
                        </span>
                      )}
                    </Cell>
                    <Cell label={t('products.columns.actions')}>
                      <div className="flex flex-wrap justify-end gap-1 @4xl:justify-start">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('products.edit_named', { name: row.name })}
                          onClick={() => onEdit(row.id)}
                        >
                          {t('products.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          loading={changing}
                          aria-label={
                            row.active
                              ? t('products.retire_named', { name: row.name })
                              : t('products.restore_named', { name: row.name })
                          }
                          onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
                        >
                          {row.active ? t('products.retire') : t('products.restore')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          loading={remove.isPending && remove.variables === row.id}
                          aria-label={t('products.delete_named', { name: row.name })}
                          onClick={() => {
                            if (!window.confirm(t('products.confirm_delete', { name: row.name }))) return;
                            remove.mutate(row.id, {
                              onSuccess: () => toast.success(t('products.deleted', { name: row.name })),
                            });
                          }}
                        >
                          {t('products.delete')}
                        </Button>
                      </div>
                    </Cell>
                  </Row>
                );
              })}
            </DataTable>
            {products.hasNextPage && (
              <Button
                variant="secondary"
                loading={products.isFetchingNextPage}
                onClick={() => void products.fetchNextPage()}
              >
                {t('common.load_more')}
              </Button>
            )}
          </div>
        )}
      </AdminQueryState>
    </div>
  );
}

/** The shop's catalogue (retired products too), its tax and shipping per currency. */
export default function ProductsTab() {
  const { t } = useTranslation('admin');
  // Null while the list shows.
  const [editing, setEditing] = useState<Editing | null>(null);
  // Kept here so the list comes back as it was after adding or changing a product.
  const [list, setList] = useState<ListState>({ text: '', search: { sort: 'name' } });

  return (
    <div className="space-y-8">
      <HeadedSection
        id="admin-products"
        title={t('products.title')}
        intro={t('products.intro')}
        actions={
          editing === null && (
            <Button onClick={() => setEditing({ id: null })}>
              <Plus aria-hidden className="h-4 w-4" />
              {t('products.add')}
            </Button>
          )
        }
      >
        {editing === null ? (
          <ProductList state={list} onChange={setList} onEdit={(id) => setEditing({ id })} />
        ) : (
          <ProductEditor key={editing.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        )}
      </HeadedSection>
      <ShopSettingsSection />
    </div>
  );
}
