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
}
