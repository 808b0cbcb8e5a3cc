import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProfilesTable {
  user_id: ColumnType<string, string | undefined, never>;
  full_name: string | null;
  profile_image_url: string | null;
  rig_type: string | null;
  region: string | null;
  onboarding_completed: Generated<boolean>;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserProfilesExtendedTable {
  user_id: ColumnType<string, string | undefined, never>;
  privacy_settings: Json<{ location_sharing_enabled: boolean }>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserSettingsTable {
  id: Generated<string>;
  user_id: ColumnType<string, string | undefined, never>;
  notification_preferences: Json<Record<string, unknown>>;
  privacy_preferences: Json<Record<string, unknown>>;
  display_preferences: Json<Record<string, unknown>>;
  regional_preferences: Json<Record<string, unknown>>;
  pam_preferences: Json<Record<string, unknown>>;
  integration_preferences: Json<Record<string, unknown>>;
  location_preferences: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserLoginHistoryTable {
  id: Generated<string>;
  user_id: ColumnType<string, string | undefined, never>;
  ip_address: string | null;
  user_agent: string | null;
  device_info: string | null;
  location_info: string | null;
  login_method: 'password' | 'oauth';
  login_time: Generated<Date>;
  success: boolean;
}

export interface UserActiveSessionsTable {
  id: Generated<string>;
  user_id: ColumnType<string, string | undefined, never>;
  session_id: string;
  user_agent: string | null;
  device_info: string | null;
  location_info: string | null;
  ip_address: string | null;
  created_at: Generated<Date>;
  last_activity: Generated<Date>;
  expires_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  used_at: Date | null;
}

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'password_reset' | 'email_confirmation';
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
  error: string | null;
}

export interface AdminUsersTable {
  user_id: string;
  role: string;
  status: string;
  email: string;
  created_at: Generated<Date>;
}

type Numeric = ColumnType<string, string | number, string | number>;
type DateCol = ColumnType<string, string, string>;
type Owner = ColumnType<string, string | undefined, never>;

export interface ExpensesTable {
  id: Generated<string>;
  user_id: Owner;
  amount: Numeric;
  currency: string;
  category: string;
  date: DateCol;
  description: Generated<string>;
  import_key: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SideIncomeSourcesTable {
  id: Generated<string>;
  user_id: Owner;
  name: string;
  kind: string;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IncomeTable {
  id: Generated<string>;
  user_id: Owner;
  source: string;
  amount: Numeric;
  currency: string;
  date: DateCol;
  recurrence: Generated<string>;
  side_income_source_id: string | null;
  import_key: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BudgetsTable {
  id: Generated<string>;
  user_id: Owner;
  category: string | null;
  period: string;
  amount: Numeric;
  currency: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BudgetAlertsTable {
  id: Generated<string>;
  user_id: Owner;
  budget_id: string;
  period_start: DateCol;
  threshold: number;
  created_at: Generated<Date>;
}

export interface SavingsGoalsTable {
  id: Generated<string>;
  user_id: Owner;
  name: string;
  target_amount: Numeric;
  currency: string;
  target_date: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SavingsContributionsTable {
  id: Generated<string>;
  user_id: Owner;
  goal_id: string;
  amount: Numeric;
  date: DateCol;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface ExchangeRatesTable {
  id: Generated<string>;
  user_id: Owner;
  base: string;
  quote: string;
  rate: Numeric;
  updated_at: Generated<Date>;
}

export interface CategoryRulesTable {
  id: Generated<string>;
  user_id: Owner;
  pattern: string;
  category: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: Owner;
  kind: string;
  data: Json<Record<string, unknown>>;
  read_at: Date | null;
  created_at: Generated<Date>;
}

export interface VehiclesTable {
  id: Generated<string>;
  user_id: Owner;
  name: string;
  kind: string;
  tow_vehicle_id: string | null;
  height_m: Numeric | null;
  length_m: Numeric | null;
  width_m: Numeric | null;
  gross_mass_kg: Numeric | null;
  empty_mass_kg: Numeric | null;
  fuel_type: Generated<string>;
  tank_l: Numeric | null;
  consumption_l_per_100km: Numeric | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TripsTable {
  id: Generated<string>;
  user_id: Owner;
  name: string;
  status: Generated<string>;
  start_date: string | null;
  end_date: string | null;
  stops: Json<{ lat: number; lon: number; name: string }[]>;
  geometry: Json<[number, number][]>;
  total_distance_km: Numeric | null;
  estimated: Generated<boolean>;
  plan: Json<Record<string, unknown>> | null;
  budget: Numeric | null;
  currency: string;
  vehicle_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TravelPreferencesTable {
  user_id: Owner;
  daily_limit_km: Numeric | null;
  fuel_price_per_l: Numeric | null;
  fuel_price_currency: string | null;
  updated_at: Generated<Date>;
}

export interface CampgroundsTable {
  id: Generated<string>;
  source: 'osm' | 'user';
  osm_id: string | null;
  name: string | null;
  lat: number;
  lon: number;
  ele: number | null;
  power: boolean | null;
  water: boolean | null;
  dump_station: boolean | null;
  showers: boolean | null;
  toilets: boolean | null;
  pets: boolean | null;
  free: boolean | null;
  max_length_m: number | null;
  caravans: boolean | null;
  motorhome: boolean | null;
  tents: boolean | null;
  fee: string | null;
  capacity: number | null;
  website: string | null;
  phone: string | null;
  opening_hours: string | null;
  address: string | null;
  tags: Json<Record<string, string>>;
  created_by: ColumnType<string | null, string | null | undefined, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CampgroundTilesTable {
  tile_lat: number;
  tile_lon: number;
  fetched_at: Generated<Date>;
  site_count: Generated<number>;
}

export interface CampgroundReviewsTable {
  id: Generated<string>;
  user_id: Owner;
  campground_id: string;
  rating: number;
  body: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FuelLogTable {
  id: Generated<string>;
  user_id: Owner;
  vehicle_id: string | null;
  filled_on: DateCol;
  odometer_km: Numeric | null;
  volume_l: Numeric;
  price_per_l: Numeric;
  total_cost: Numeric;
  currency: string;
  full_tank: boolean;
  place: string;
  expense_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MaintenanceRecordsTable {
  id: Generated<string>;
  user_id: Owner;
  vehicle_id: string | null;
  task: string;
  date: DateCol;
  cost: Numeric | null;
  currency: string;
  odometer_km: Numeric | null;
  notes: Generated<string>;
  expense_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MaintenanceSchedulesTable {
  id: Generated<string>;
  user_id: Owner;
  vehicle_id: string | null;
  task: string;
  every_km: Numeric | null;
  every_months: number | null;
  last_done_on: ColumnType<string | null, string | null | undefined, string | null>;
  last_done_km: Numeric | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StorageItemsTable {
  id: Generated<string>;
  user_id: Owner;
  vehicle_id: string | null;
  name: string;
  location: Generated<string>;
  quantity: Generated<number>;
  unit_weight_kg: Numeric | null;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SafetyChecklistsTable {
  id: Generated<string>;
  user_id: Owner;
  name: string;
  items: Json<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SafetyChecklistRunsTable {
  id: Generated<string>;
  user_id: Owner;
  template_key: string | null;
  checklist_id: string | null;
  name: Generated<string>;
  vehicle_id: string | null;
  started_at: Generated<Date>;
  completed_at: Timestamp | null;
}

export interface SafetyRunItemsTable {
  id: Generated<string>;
  user_id: Owner;
  run_id: string;
  position: number;
  item_key: string | null;
  text: Generated<string>;
  checked: Generated<boolean>;
  ticked_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  user_profiles_extended: UserProfilesExtendedTable;
  user_settings: UserSettingsTable;
  user_login_history: UserLoginHistoryTable;
  user_active_sessions: UserActiveSessionsTable;
  refresh_tokens: RefreshTokensTable;
  auth_tokens: AuthTokensTable;
  mail_outbox: MailOutboxTable;
  admin_users: AdminUsersTable;
  expenses: ExpensesTable;
  side_income_sources: SideIncomeSourcesTable;
  income: IncomeTable;
  budgets: BudgetsTable;
  budget_alerts: BudgetAlertsTable;
  savings_goals: SavingsGoalsTable;
  savings_contributions: SavingsContributionsTable;
  exchange_rates: ExchangeRatesTable;
  category_rules: CategoryRulesTable;
  notifications: NotificationsTable;
  vehicles: VehiclesTable;
  fuel_log: FuelLogTable;
  maintenance_records: MaintenanceRecordsTable;
  maintenance_schedules: MaintenanceSchedulesTable;
  storage_items: StorageItemsTable;
  safety_checklists: SafetyChecklistsTable;
  safety_checklist_runs: SafetyChecklistRunsTable;
  safety_run_items: SafetyRunItemsTable;
  campgrounds: CampgroundsTable;
  campground_tiles: CampgroundTilesTable;
  campground_reviews: CampgroundReviewsTable;
  trips: TripsTable;
  travel_preferences: TravelPreferencesTable;
}
