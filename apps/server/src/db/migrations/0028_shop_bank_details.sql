-- How a buyer pays by bank transfer, per currency region: the account an admin gives (name, number, bank, IBAN…),
-- shown to a buyer whose manual order in that currency waits for its money. Null: not given; buyers are asked to write
-- to support for the details. Readable by anyone, as the region's tax and shipping are: it is given to every buyer.
alter table shop_region_settings
  add column bank_details text check (length(btrim(bank_details)) between 1 and 1000);
