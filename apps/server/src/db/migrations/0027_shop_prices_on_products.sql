-- A product's prices live on the product (decision 037): one jsonb object {currency: amount}, e.g.
-- {"USD": 129.99, "AUD": 199}. The catalogue filters and sorts by the price in the visitor's currency (else USD);
-- with prices in their own table every search or price sort joined two price rows for each matching product, which
-- cost more than the search itself. Now a catalogue query reads one table once. USD is required, as the API requires
-- it; the other currencies are the shop's six; amounts are exact (numeric) with at most two decimals.

create function shop_prices_valid(p jsonb) returns boolean
  language sql immutable parallel safe
  as $$
    select case when jsonb_typeof(p) = 'object' and p ? 'USD' then coalesce((
      select bool_and(
        e.key in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')
        and case when jsonb_typeof(e.value) = 'number'
          then e.value::numeric >= 0 and e.value::numeric < 10000000000 and e.value::numeric = round(e.value::numeric, 2)
          else false end)
      from jsonb_each(p) e), false) else false end
  $$;

alter table shop_products add column prices jsonb;
update shop_products p set prices = coalesce(
  (select jsonb_object_agg(pp.currency, pp.amount) from shop_product_prices pp where pp.product_id = p.id), '{}');
-- A product without a USD price could only have been written around the API: it is taken off sale at USD 0 rather
-- than lost, for an admin to price.
update shop_products set active = false, prices = prices || '{"USD": 0}' where not prices ? 'USD';
alter table shop_products
  alter column prices set not null,
  add constraint shop_products_prices_check check (shop_prices_valid(prices));

drop table shop_product_prices;
