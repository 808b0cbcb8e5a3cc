// Written by `npm run api:types` from the OpenAPI document (GET /api/v1/openapi.json); do not edit.
// Keys are "METHOD /path" under /api/v1. `request` holds the path params, query and body (absent when there are
// none); `response` the JSON of a success (void when there is none), or `file` the media type of a download
// (decision 013).

export interface ApiRoutes {
  'DELETE /admin/lessons/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /admin/products/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /auth/sessions/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /budgets/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /campgrounds/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /campgrounds/{id}/reviews/{reviewId}': {
    request: { params: { id: string; reviewId: string } };
    response: void;
  };
  'DELETE /category-rules/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /exchange-rates/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /expenses/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /fuel-log/{id}': {
    request: { params: { id: string }; query?: { delete_expense?: 'true' | 'false' } };
    response: void;
  };
  'DELETE /income/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /locations/me': { response: void };
  'DELETE /locations/me/destination': { response: void };
  'DELETE /maintenance/schedules/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /maintenance/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /pam/conversations': { response: void };
  'DELETE /pam/conversations/{session_id}': { request: { params: { session_id: string } }; response: void };
  'DELETE /safety-checklists/runs/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /safety-checklists/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /savings-goals/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /savings-goals/{id}/contributions/{contributionId}': {
    request: { params: { id: string; contributionId: string } };
    response: void;
  };
  'DELETE /side-income-sources/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/blocks/{user_id}': { request: { params: { user_id: string } }; response: void };
  'DELETE /social/comments/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/follows/{user_id}': { request: { params: { user_id: string } }; response: void };
  'DELETE /social/friends/requests/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/friends/{user_id}': { request: { params: { user_id: string } }; response: void };
  'DELETE /social/groups/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/groups/{id}/members/{user_id}': {
    request: { params: { id: string; user_id: string } };
    response: void;
  };
  'DELETE /social/hustle-comments/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/hustles/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/hustles/{id}/vote': { request: { params: { id: string } }; response: void };
  'DELETE /social/listings/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/posts/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/posts/{id}/like': { request: { params: { id: string } }; response: void };
  'DELETE /social/trip-comments/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /social/trip-shares/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /storage-items/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /trips/{id}': { request: { params: { id: string } }; response: void };
  'DELETE /vehicles/{id}': { request: { params: { id: string } }; response: void };
  'GET /admin/audit': {
    request: { query?: { limit?: number; offset?: number | null; target_table?: string } };
    response: {
      data: {
        id: number;
        actor_id: string | null;
        actor_email: string | null;
        action: string;
        target_table: string;
        target_id: string | null;
        before?: unknown;
        after?: unknown;
        created_at: string;
      }[];
    };
  };
  'GET /admin/dashboard': {
    response: {
      data: {
        user_count: number;
        active_sessions: number;
        signups_per_day: { day: string; count: number }[];
        memberships: {
          trialing: number;
          monthly: number;
          annual: number;
          past_due: number;
          canceled: number;
          expired: number;
          converted: number;
        };
        orders: {
          by_status: { [key: string]: number };
          revenue_30d: { currency: string; amount: number; orders: number }[];
          revenue_total: { currency: string; amount: number; orders: number }[];
          top_products: { product_id: string | null; name: string; units: number }[];
        };
        pam: {
          messages_30d: number;
          replies_by_engine: { [key: string]: number };
          feedback_up: number;
          feedback_down: number;
        };
        moderation: { open_reports: number };
        qa: { checks_30d: number; failing_30d: number };
      };
    };
  };
  'GET /admin/orders': {
    request: {
      query?: {
        status?: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        limit?: number;
        offset?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
        user_id: string;
        email: string;
      }[];
    };
  };
  'GET /admin/products': {
    request: {
      query?: {
        category?: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        q?: string;
        currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        min_price?: number | null;
        max_price?: number | null;
        in_stock?: '0' | '1' | 'true' | 'false';
        sort?: 'name' | 'price_asc' | 'price_desc' | 'newest';
        limit?: number;
        offset?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        price: { amount: number; currency: string };
        stock: number;
        seller: string;
        external_url: string | null;
        photo: { url: string; width: number; height: number } | null;
        active: boolean;
      }[];
      total: number;
      next_offset: number | null;
    };
  };
  'GET /admin/status': { response: { data: { is_admin: boolean } } };
  'GET /admin/users': {
    request: { query?: { q?: string; limit?: number; offset?: number | null } };
    response: {
      data: {
        id: string;
        email: string;
        full_name: string | null;
        created_at: string;
        last_active_at: string | null;
        is_admin: boolean;
        suspended_until: string | null;
        plan: string | null;
        membership_status: string | null;
        course_access: boolean;
      }[];
      total: number;
    };
  };
  'GET /auth/login-history': {
    response: {
      data: {
        id: string;
        ip_address: string | null;
        user_agent: string | null;
        device_info: string | null;
        location_info: string | null;
        login_method: 'password' | 'oauth';
        login_time: string;
        success: boolean;
      }[];
    };
  };
  'GET /auth/session': {
    response: {
      user: { id: string; email: string; is_admin?: boolean };
      session: { session_id: string; expires_at: number };
    };
  };
  'GET /auth/sessions': {
    response: {
      data: {
        id: string;
        session_id: string;
        user_agent: string | null;
        device_info: string | null;
        location_info: string | null;
        ip_address: string | null;
        created_at: string;
        last_activity: string;
        expires_at: string;
        is_current: boolean;
      }[];
    };
  };
  'GET /billing/course': {
    response: {
      data: {
        access: boolean;
        lessons: {
          id: string;
          position: number;
          title: string;
          summary: string;
          duration_minutes: number | null;
          video_url: string | null;
          completed: boolean;
        }[];
        completed_count: number;
      };
    };
  };
  'GET /billing/plans': {
    request: { query?: { currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' } };
    response: {
      data: {
        id: 'trial' | 'monthly' | 'annual';
        interval: 'month' | 'year' | null;
        price: { amount: number; currency: string };
        monthly_equivalent: { amount: number; currency: string } | null;
        trial_days: number | null;
        includes_course: boolean;
      }[];
      course: { amount: number; currency: string };
    };
  };
  'GET /billing/subscription': {
    response: {
      data: {
        status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
        plan: 'trial' | 'monthly' | 'annual';
        trial_ends_at: string | null;
        trial_days_left: number | null;
        current_period_end: string | null;
        cancel_at_period_end: boolean;
        source: 'trial' | 'stripe' | 'admin_grant';
        can_manage_billing: boolean;
        course_access: boolean;
      };
    };
  };
  'GET /budgets': {
    response: {
      data: {
        id: string;
        user_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        amount: number;
        currency: string;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /budgets/status': {
    request: { query?: { date?: string } };
    response: {
      data: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        period_start: string;
        period_end: string;
        amount: number;
        currency: string;
        spent: number;
        percent: number;
      }[];
    };
  };
  'GET /campgrounds/search': {
    request: {
      query?: {
        lat?: number | null;
        lon?: number | null;
        radius_km?: number;
        power?: '0' | '1' | 'true' | 'false';
        water?: '0' | '1' | 'true' | 'false';
        dump_station?: '0' | '1' | 'true' | 'false';
        showers?: '0' | '1' | 'true' | 'false';
        toilets?: '0' | '1' | 'true' | 'false';
        pets?: '0' | '1' | 'true' | 'false';
        free?: '0' | '1' | 'true' | 'false';
        min_length_m?: number;
        limit?: number;
      };
    };
    response: {
      data: {
        id: string;
        source: 'osm' | 'ridb' | 'user';
        osm_id: string | null;
        source_id: string | null;
        name: string | null;
        kind: 'camp_site' | 'caravan_site';
        near_place: string | null;
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
        tags: { [key: string]: string };
        added_by: string | null;
        mine: boolean;
        rating_avg: number | null;
        review_count: number;
        attribution: string | null;
        created_at: string;
        updated_at: string;
        distance_km: number;
      }[];
      loading?: { loaded: number; total: number };
    };
  };
  'GET /campgrounds/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        source: 'osm' | 'ridb' | 'user';
        osm_id: string | null;
        source_id: string | null;
        name: string | null;
        kind: 'camp_site' | 'caravan_site';
        near_place: string | null;
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
        tags: { [key: string]: string };
        added_by: string | null;
        mine: boolean;
        rating_avg: number | null;
        review_count: number;
        attribution: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'GET /campgrounds/{id}/reviews': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        campground_id: string;
        author_name: string | null;
        mine: boolean;
        rating: number;
        body: string;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /category-rules': {
    response: {
      data: {
        id: string;
        pattern: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /config/public': { response: { data: { map_style_url: string | null; card_payments: boolean } } };
  'GET /diagnostics/qa-checks': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        page: string;
        device: string;
        result: 'pass' | 'fail' | 'blocked';
        note: string;
        has_screenshot: boolean;
        created_by: string | null;
        author_name: string | null;
        created_at: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /diagnostics/qa-checks/{id}/screenshot': { request: { params: { id: string } }; file: 'image/webp' };
  'GET /diagnostics/qa-summary': {
    response: {
      data: {
        page: string;
        last_result: 'pass' | 'fail' | 'blocked';
        last_checked_at: string;
        pass_30d: number;
        fail_30d: number;
        blocked_30d: number;
      }[];
    };
  };
  'GET /diagnostics/vitals': {
    request: { query?: { days?: number } };
    response: {
      data: {
        days: number;
        rows: {
          route: string;
          metric: 'FCP' | 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FID';
          count: number;
          p50: number;
          p75: number;
          p95: number;
        }[];
      };
    };
  };
  'GET /exchange-rates': {
    response: { data: { id: string; base: string; quote: string; rate: number; updated_at: string }[] };
  };
  'GET /expenses': {
    request: {
      query?: {
        from?: string;
        to?: string;
        category?: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        q?: string;
        amount?: number;
        limit?: number;
        cursor?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        amount: number;
        currency: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date: string;
        description: string;
        created_at: string;
        updated_at: string;
      }[];
      next_cursor: string | null;
      totals: { currency: string; total: number; count: number }[];
    };
  };
  'GET /expenses/export.csv': {
    request: {
      query?: {
        from?: string;
        to?: string;
        category?: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
      };
    };
    file: 'text/csv';
  };
  'GET /finance/summary': {
    request: { query?: { period?: 'month' | 'week'; date?: string } };
    response: {
      data: {
        period: 'month' | 'week';
        period_start: string;
        period_end: string;
        currency: string;
        spending_by_category: {
          category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
          currency: string;
          total: number;
        }[];
        spending_by_currency: { currency: string; total: number; count: number }[];
        income_by_currency: { currency: string; total: number; count: number }[];
        converted: { spending: number; income: number; savings_rate: number | null } | null;
        budgets: {
          budget_id: string;
          category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
          period: 'monthly' | 'weekly';
          period_start: string;
          period_end: string;
          amount: number;
          currency: string;
          spent: number;
          percent: number;
        }[];
        trend: { period_start: string; totals: { currency: string; total: number; count: number }[] }[];
        largest_expenses: {
          id: string;
          user_id: string;
          amount: number;
          currency: string;
          category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
          date: string;
          description: string;
          created_at: string;
          updated_at: string;
        }[];
      };
    };
  };
  'GET /finance/tips': {
    request: { query?: { date?: string } };
    response: {
      data: {
        id: string;
        kind: 'fuel_share' | 'top_category' | 'budget_near_limit' | 'campground_nightly_average' | 'savings_rate';
        figures: { [key: string]: number | string | null };
      }[];
    };
  };
  'GET /fuel-log': {
    request: { query?: { vehicle_id?: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        filled_on: string;
        odometer_km: number | null;
        volume_l: number;
        price_per_l: number;
        total_cost: number;
        entered_unit: 'L' | 'gal' | 'imp_gal' | null;
        entered_volume: number | null;
        entered_price: number | null;
        currency: string;
        full_tank: boolean;
        odometer_reset: boolean;
        place: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /fuel-log/stats': {
    request: { query?: { vehicle_id?: string } };
    response: {
      data: {
        intervals: {
          vehicle_id: string | null;
          from_entry_id: string;
          to_entry_id: string;
          from_date: string;
          to_date: string;
          distance_km: number;
          volume_l: number;
          l_per_100km: number;
          cost: number | null;
          currency: string | null;
          cost_per_km: number | null;
        }[];
        average_l_per_100km: number | null;
        measured_distance_km: number;
        cost_per_km: { currency: string; cost_per_km: number }[];
        totals: { currency: string; volume_l: number; total_cost: number; count: number }[];
        monthly: {
          month: string;
          volume_l: number;
          costs: { currency: string; total_cost: number }[];
          l_per_100km: number | null;
        }[];
      };
    };
  };
  'GET /geocode': {
    request: {
      query: { q: string; limit?: number; near_lat?: number | null; near_lon?: number | null; country?: string };
    };
    response: {
      data: {
        lat: number;
        lon: number;
        name: string;
        country: string;
        region: string | null;
        population: number | null;
      }[];
    };
  };
  'GET /geocode/reverse': {
    request: { query?: { lat?: number | null; lon?: number | null } };
    response: {
      data: {
        lat: number;
        lon: number;
        name: string;
        country: string;
        region: string | null;
        population: number | null;
      } | null;
    };
  };
  'GET /health': {
    response: {
      status: 'ok' | 'degraded' | 'down';
      database: 'pglite' | 'postgres';
      version: string;
      dependencies: { database: 'ok' | 'down'; redis?: 'ok' | 'down' };
      campgrounds?: { loaded: number; total: number };
    };
  };
  'GET /income': {
    request: { query?: { from?: string; to?: string; q?: string; amount?: number; limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        source: string;
        amount: number;
        currency: string;
        date: string;
        recurrence: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id: string | null;
        created_at: string;
        updated_at: string;
      }[];
      next_cursor: string | null;
      totals: { currency: string; total: number; count: number }[];
    };
  };
  'GET /income/export.csv': { request: { query?: { from?: string; to?: string } }; file: 'text/csv' };
  'GET /locations': {
    request: { query: { bbox: string } };
    response: {
      data: {
        user_id: string;
        latitude: number;
        longitude: number;
        approximate: boolean;
        destination_latitude: number | null;
        destination_longitude: number | null;
        distance_km: number | null;
        updated_at: string;
        user: { id: string; display_name: string | null; avatar_url: string | null };
        is_friend: boolean;
      }[];
    };
  };
  'GET /locations/me': {
    response: {
      data: {
        user_id: string;
        current_latitude: number | null;
        current_longitude: number | null;
        destination_latitude: number | null;
        destination_longitude: number | null;
        status: 'active' | 'offline';
        updated_at: string;
      } | null;
    };
  };
  'GET /locations/nearby': {
    request: { query?: { lat?: number | null; lon?: number | null; radius_km?: number } };
    response: {
      data: {
        user_id: string;
        latitude: number;
        longitude: number;
        approximate: boolean;
        destination_latitude: number | null;
        destination_longitude: number | null;
        distance_km: number | null;
        updated_at: string;
        user: { id: string; display_name: string | null; avatar_url: string | null };
        is_friend: boolean;
      }[];
    };
  };
  'GET /maintenance': {
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        date: string;
        cost: number | null;
        currency: string;
        odometer_km: number | null;
        notes: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /maintenance/reminders': {
    request: { query?: { date?: string } };
    response: {
      data: {
        schedule_id: string;
        vehicle_id: string | null;
        vehicle_name: string | null;
        task: string;
        every_km: number | null;
        every_distance_entered: number | null;
        every_distance_unit: 'km' | 'mi' | null;
        every_months: number | null;
        last_done_on: string | null;
        last_done_km: number | null;
        current_odometer_km: number | null;
        due_on: string | null;
        due_km: number | null;
        days_left: number | null;
        km_left: number | null;
        never_done: boolean;
        status: 'ok' | 'due_soon' | 'overdue';
      }[];
    };
  };
  'GET /maintenance/schedules': {
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        every_km: number | null;
        every_distance_entered: number | null;
        every_distance_unit: 'km' | 'mi' | null;
        every_months: number | null;
        last_done_on: string | null;
        last_done_km: number | null;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /notifications': {
    response: {
      data: {
        id: string;
        kind: string;
        data: { [key: string]: unknown };
        read_at: string | null;
        created_at: string;
      }[];
      unread: number;
    };
  };
  'GET /pam/conversations': {
    response: {
      data: {
        session_id: string;
        started_at: string;
        last_message_at: string;
        message_count: number;
        preview: string;
      }[];
    };
  };
  'GET /pam/conversations/{session_id}/messages': {
    request: { params: { session_id: string } };
    response: {
      data: {
        id: string;
        role: 'user' | 'pam';
        content: string;
        created_at: string;
        feedback: 1 | -1 | null;
        metadata: { [key: string]: unknown } | null;
      }[];
    };
  };
  'GET /pam/greeting': {
    request: { query?: { language?: 'en' | 'es' | 'fr' } };
    response: { data: { greeting: string } };
  };
  'GET /pam/health': {
    response: {
      status: 'healthy' | 'degraded';
      modules: { [key: string]: 'ok' | 'unavailable' | 'not_configured' };
      features: {
        builtin_engine: boolean;
        llm: boolean;
        llm_provider: string | null;
        websocket: boolean;
        tts: boolean;
        tts_engine: string | null;
        stt: boolean;
        languages: ('en' | 'es' | 'fr')[];
      };
    };
  };
  'GET /profile': {
    response: {
      data: {
        user_id: string;
        email: string;
        full_name: string | null;
        profile_image_url: string | null;
        rig_type:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio: string | null;
        onboarding_completed: boolean;
        is_demo: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'GET /region': {
    response: {
      data: {
        country: string | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW';
        currency: 'USD' | 'AUD' | 'NZD' | 'CAD' | 'GBP';
        currencySymbol: string;
        units: 'imperial' | 'metric';
        unit_preferences: {
          distance_unit: 'km' | 'mi';
          volume_unit: 'L' | 'gal' | 'imp_gal';
          consumption_unit: 'l_100km' | 'km_l' | 'mpg' | 'mpg_imp';
          temperature_unit: 'c' | 'f';
          length_unit: 'm' | 'ft';
          weight_unit: 'kg' | 'lb';
        };
      };
    };
  };
  'GET /safety-checklists': {
    response: {
      data: { id: string; user_id: string; name: string; items: string[]; created_at: string; updated_at: string }[];
    };
  };
  'GET /safety-checklists/runs': {
    request: { query?: { limit?: number } };
    response: {
      data: {
        id: string;
        template_key: string | null;
        checklist_id: string | null;
        name: string;
        vehicle_id: string | null;
        started_at: string;
        completed_at: string | null;
        item_count: number;
        checked_count: number;
      }[];
    };
  };
  'GET /safety-checklists/runs/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        template_key: string | null;
        checklist_id: string | null;
        name: string;
        vehicle_id: string | null;
        started_at: string;
        completed_at: string | null;
        item_count: number;
        checked_count: number;
        items: {
          id: string;
          position: number;
          item_key: string | null;
          text: string;
          checked: boolean;
          ticked_at: string | null;
          updated_at: string;
        }[];
      };
    };
  };
  'GET /savings-goals': {
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        target_amount: number;
        currency: string;
        target_date: string | null;
        saved: number;
        monthly_needed: number | null;
        target_passed: boolean;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /savings-goals/{id}/contributions': {
    request: { params: { id: string } };
    response: {
      data: { id: string; goal_id: string; amount: number; date: string; note: string; created_at: string }[];
    };
  };
  'GET /settings': {
    response: {
      data: {
        notification_preferences: {
          email_notifications: boolean;
          push_notifications: boolean;
          marketing_emails: boolean;
          trip_reminders: boolean;
          maintenance_alerts: boolean;
          weather_warnings: boolean;
          budget_alerts: boolean;
        };
        privacy_preferences: {
          profile_visibility: 'public' | 'friends' | 'private';
          location_sharing: boolean;
          activity_tracking: boolean;
          data_collection: boolean;
        };
        display_preferences: {
          theme: 'light' | 'dark' | 'system';
          font_size: 'small' | 'medium' | 'large';
          high_contrast: boolean;
          reduced_motion: boolean;
          language: 'en' | 'es' | 'fr';
        };
        regional_preferences: {
          currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          units: 'imperial' | 'metric';
          distance_unit: 'km' | 'mi';
          volume_unit: 'L' | 'gal' | 'imp_gal';
          consumption_unit: 'l_100km' | 'km_l' | 'mpg' | 'mpg_imp';
          temperature_unit: 'c' | 'f';
          length_unit: 'm' | 'ft';
          weight_unit: 'kg' | 'lb';
          timezone: string;
          date_format: 'auto' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
        };
        pam_preferences: {
          voice_enabled: boolean;
          proactive_suggestions: boolean;
          response_style: 'concise' | 'balanced' | 'detailed';
          expertise_level: 'beginner' | 'intermediate' | 'expert';
          knowledge_sources: boolean;
        };
        integration_preferences: { shop_travel_integration: boolean; auto_add_purchases_to_storage: boolean };
        location_preferences: { use_current_location: boolean; auto_detect_location: boolean };
        id: string;
        user_id: string;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'GET /shop/cart': {
    request: { query?: { currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' } };
    response: {
      data: {
        items: {
          product_id: string;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          photo: { url: string; width: number; height: number } | null;
          quantity: number;
          unit_price: { amount: number; currency: string };
          line_total: { amount: number; currency: string };
          stock: number;
          available: boolean;
        }[];
        totals: {
          currency: string;
          subtotal: number;
          tax: number;
          tax_included: boolean;
          tax_rate: number;
          shipping: number;
          total: number;
        };
        mixed_currencies: boolean;
      };
    };
  };
  'GET /shop/categories': { response: { data: ('rv_parts' | 'camping_gear' | 'electronics' | 'accessories')[] } };
  'GET /shop/orders': {
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
      }[];
    };
  };
  'GET /shop/orders/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
      };
    };
  };
  'GET /shop/products': {
    request: {
      query?: {
        category?: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        q?: string;
        currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        min_price?: number | null;
        max_price?: number | null;
        in_stock?: '0' | '1' | 'true' | 'false';
        sort?: 'name' | 'price_asc' | 'price_desc' | 'newest';
        limit?: number;
        offset?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        price: { amount: number; currency: string };
        stock: number;
        seller: string;
        external_url: string | null;
        photo: { url: string; width: number; height: number } | null;
        active: boolean;
      }[];
      total: number;
      next_offset: number | null;
    };
  };
  'GET /shop/products/{id}': {
    request: { params: { id: string }; query?: { currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' } };
    response: {
      data: {
        id: string;
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        price: { amount: number; currency: string };
        stock: number;
        seller: string;
        external_url: string | null;
        photo: { url: string; width: number; height: number } | null;
        active: boolean;
        description: string;
        specs: { label: string; value: string }[];
        photos: { url: string; width: number; height: number }[];
        prices: { amount: number; currency: string }[];
        max_rig_length_m: number | null;
        max_rig_mass_kg: number | null;
        hitch: 'ball' | 'fifth_wheel' | 'gooseneck' | 'pintle' | null;
        created_at: string;
        updated_at: string;
        rig_fit: {
          fits: boolean | null;
          rigs: { vehicle_id: string; name: string; fits: boolean | null; over: ('length' | 'mass' | 'hitch')[] }[];
        } | null;
      };
    };
  };
  'GET /shop/region-settings': {
    response: {
      data: {
        currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        tax_rate: number;
        tax_included: boolean;
        shipping_flat: number;
        free_shipping_over: number | null;
        bank_details: string | null;
      }[];
    };
  };
  'GET /side-income-sources': {
    response: {
      data: {
        id: string;
        name: string;
        kind: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        notes: string;
        created_at: string;
        totals: { currency: string; total: number; count: number }[];
      }[];
    };
  };
  'GET /social/blocks': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: { user: { id: string; display_name: string | null; avatar_url: string | null }; created_at: string }[];
      next_cursor: string | null;
    };
  };
  'GET /social/conversations': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        kind: 'direct' | 'group';
        title: string | null;
        created_by: string;
        created_at: string;
        last_message_at: string | null;
        participants: {
          id: string;
          display_name: string | null;
          avatar_url: string | null;
          last_read_at: string | null;
        }[];
        last_message: {
          id: string;
          conversation_id: string;
          sender_id: string;
          body: string;
          created_at: string;
          read_by: string[];
          idempotency_key: string | null;
          hidden_at: string | null;
          hidden_reason: string | null;
        } | null;
        unread_count: number;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/conversations/unread': { response: { data: { total: number } } };
  'GET /social/conversations/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        kind: 'direct' | 'group';
        title: string | null;
        created_by: string;
        created_at: string;
        last_message_at: string | null;
        participants: {
          id: string;
          display_name: string | null;
          avatar_url: string | null;
          last_read_at: string | null;
        }[];
        last_message: {
          id: string;
          conversation_id: string;
          sender_id: string;
          body: string;
          created_at: string;
          read_by: string[];
          idempotency_key: string | null;
          hidden_at: string | null;
          hidden_reason: string | null;
        } | null;
        unread_count: number;
      };
    };
  };
  'GET /social/conversations/{id}/messages': {
    request: { params: { id: string }; query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        conversation_id: string;
        sender_id: string;
        body: string;
        created_at: string;
        read_by: string[];
        idempotency_key: string | null;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/feed': {
    request: {
      query?: {
        limit?: number;
        cursor?: string;
        view?: 'newest' | 'near_me';
        lat?: number | null;
        lon?: number | null;
        radius_km?: number;
        group_id?: string;
        author_id?: string;
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        visibility: 'public' | 'friends' | 'group';
        group_id: string | null;
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        trip: {
          id: string;
          title: string;
          origin: string | null;
          destination: string | null;
          distance_km: number | null;
        } | null;
        mentions: { id: string; display_name: string | null }[];
        like_count: number;
        comment_count: number;
        liked_by_me: boolean;
        created_at: string;
        updated_at: string;
        edited: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/follows': {
    request: { query?: { limit?: number; cursor?: string; direction?: 'following' | 'follower' } };
    response: {
      data: {
        direction: 'following' | 'follower';
        user: { id: string; display_name: string | null; avatar_url: string | null };
        created_at: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/friends': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        user: { id: string; display_name: string | null; avatar_url: string | null };
        since: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/friends/requests': {
    request: { query?: { limit?: number; cursor?: string; direction?: 'incoming' | 'outgoing' } };
    response: {
      data: {
        id: string;
        status: 'pending' | 'accepted';
        direction: 'incoming' | 'outgoing';
        user: { id: string; display_name: string | null; avatar_url: string | null };
        created_at: string;
        responded_at: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/groups': {
    request: { query?: { limit?: number; cursor?: string; q?: string; mine?: 'true' | 'false' } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/groups/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'GET /social/groups/{id}/members': {
    request: { params: { id: string }; query?: { limit?: number; cursor?: string; status?: 'active' | 'pending' } };
    response: {
      data: {
        user: { id: string; display_name: string | null; avatar_url: string | null };
        role: 'owner' | 'moderator' | 'member';
        status: 'active' | 'pending';
        created_at: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/hustles': {
    request: {
      query?: {
        limit?: number;
        cursor?: string;
        q?: string;
        tag?: string;
        sort?: 'top' | 'newest';
        author_id?: string;
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        earnings: {
          min: number;
          max: number | null;
          currency: string;
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags: string[];
        vote_count: number;
        voted_by_me: boolean;
        comment_count: number;
        side_income_source_id: string | null;
        mine: boolean;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/hustles/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        earnings: {
          min: number;
          max: number | null;
          currency: string;
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags: string[];
        vote_count: number;
        voted_by_me: boolean;
        comment_count: number;
        side_income_source_id: string | null;
        mine: boolean;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'GET /social/hustles/{id}/comments': {
    request: { params: { id: string }; query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        hustle_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        created_at: string;
        can_delete: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/listings': {
    request: {
      query?: {
        limit?: number;
        cursor?: string;
        q?: string;
        category?:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition?: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        min_price?: number | null;
        max_price?: number | null;
        lat?: number | null;
        lon?: number | null;
        radius_km?: number;
        sort?: 'newest' | 'distance';
        status?: 'active' | 'sold' | 'any';
        seller_id?: string;
      };
    };
    response: {
      data: {
        id: string;
        seller: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        price: number;
        currency: string;
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        status: 'active' | 'sold';
        sold_at: string | null;
        mine: boolean;
        distance_km: number | null;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/listings/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        seller: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        price: number;
        currency: string;
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        status: 'active' | 'sold';
        sold_at: string | null;
        mine: boolean;
        distance_km: number | null;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'GET /social/moderation/actions': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        actor: { id: string; display_name: string | null; avatar_url: string | null } | null;
        action: 'hide' | 'restore' | 'dismiss' | 'warn' | 'suspend';
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        target_author_id: string | null;
        group_id: string | null;
        report_id: string | null;
        reason: string;
        before: { [key: string]: unknown } | null;
        after: { [key: string]: unknown } | null;
        created_at: string;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/moderation/me': { response: { data: { reason: string; until: string } | null } };
  'GET /social/moderation/reports': {
    request: { query?: { limit?: number; cursor?: string; status?: 'open' | 'actioned' | 'dismissed' } };
    response: {
      data: {
        id: string;
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        reason: string;
        status: 'open' | 'actioned' | 'dismissed';
        created_at: string;
        resolved_at: string | null;
        reporter: { id: string; display_name: string | null; avatar_url: string | null };
        group_id: string | null;
        target: {
          body: string | null;
          author: { id: string; display_name: string | null; avatar_url: string | null };
          group_id: string | null;
          hidden_at: string | null;
          hidden_reason: string | null;
        } | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/posts/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        visibility: 'public' | 'friends' | 'group';
        group_id: string | null;
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        trip: {
          id: string;
          title: string;
          origin: string | null;
          destination: string | null;
          distance_km: number | null;
        } | null;
        mentions: { id: string; display_name: string | null }[];
        like_count: number;
        comment_count: number;
        liked_by_me: boolean;
        created_at: string;
        updated_at: string;
        edited: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'GET /social/posts/{id}/comments': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        post_id: string;
        parent_id: string | null;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        mentions: { id: string; display_name: string | null }[];
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
        replies: {
          id: string;
          post_id: string;
          parent_id: string | null;
          author: { id: string; display_name: string | null; avatar_url: string | null };
          body: string;
          mentions: { id: string; display_name: string | null }[];
          created_at: string;
          hidden_at: string | null;
          hidden_reason: string | null;
        }[];
      }[];
    };
  };
  'GET /social/reports': {
    request: { query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        reason: string;
        status: 'open' | 'actioned' | 'dismissed';
        created_at: string;
        resolved_at: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/trip-shares': {
    request: {
      query?: { limit?: number; cursor?: string; scope?: 'all' | 'mine' | 'shared_with_me'; group_id?: string };
    };
    response: {
      data: {
        id: string;
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        trip_id: string;
        audience: 'friends' | 'group';
        group: { id: string; name: string } | null;
        is_owner: boolean;
        comment_count: number;
        open_suggestion_count: number;
        created_at: string;
        updated_at: string;
        snapshot: {
          title: string;
          description: string;
          stops: { lat: number; lon: number; name: string }[];
          distance_km: number | null;
          duration_min: number | null;
          days: number | null;
          estimated: boolean;
        };
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/trip-shares/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        trip_id: string;
        audience: 'friends' | 'group';
        group: { id: string; name: string } | null;
        is_owner: boolean;
        comment_count: number;
        open_suggestion_count: number;
        created_at: string;
        updated_at: string;
        snapshot: {
          title: string;
          description: string;
          stops: { lat: number; lon: number; name: string }[];
          geometry: [number, number][];
          distance_km: number | null;
          duration_min: number | null;
          days: number | null;
          estimated: boolean;
        };
      };
    };
  };
  'GET /social/trip-shares/{id}/comments': {
    request: { params: { id: string }; query?: { limit?: number; cursor?: string } };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/trip-shares/{id}/suggestions': {
    request: {
      params: { id: string };
      query?: { limit?: number; cursor?: string; status?: 'open' | 'accepted' | 'dismissed' };
    };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        name: string;
        latitude: number;
        longitude: number;
        note: string;
        status: 'open' | 'accepted' | 'dismissed';
        created_at: string;
        decided_at: string | null;
      }[];
      next_cursor: string | null;
    };
  };
  'GET /social/users': {
    request: { query: { q: string } };
    response: { data: { id: string; display_name: string | null; avatar_url: string | null; is_friend: boolean }[] };
  };
  'GET /social/users/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        display_name: string | null;
        avatar_url: string | null;
        rig_type:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio: string | null;
        member_since: string;
        friend_count: number;
        relationship: {
          friend: boolean;
          request: 'incoming' | 'outgoing' | null;
          request_id: string | null;
          following: boolean;
          followed_by: boolean;
          blocked_by_me: boolean;
        };
      };
    };
  };
  'GET /storage-items': {
    request: { query?: { q?: string; vehicle_id?: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        name: string;
        location: string;
        quantity: number;
        unit_weight_kg: number | null;
        notes: string;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /storage-items/summary': {
    request: { query?: { vehicle_id?: string } };
    response: {
      data: {
        vehicle_id: string | null;
        item_count: number;
        unweighed_count: number;
        total_weight_kg: number;
        by_location: { location: string; quantity: number; weight_kg: number }[];
        payload_kg: number | null;
        payload_used_pct: number | null;
        over_limit: boolean;
      };
    };
  };
  'GET /travel-preferences': {
    response: {
      data: { daily_limit_km: number | null; fuel_price_per_l: number | null; fuel_price_currency: string | null };
    };
  };
  'GET /trips': {
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        status: 'planned' | 'active' | 'completed';
        start_date: string | null;
        end_date: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry: [number, number][];
        total_distance_km: number | null;
        estimated: boolean;
        plan: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget: number | null;
        currency: string;
        vehicle_id: string | null;
        actual_cost: { currency: string; total: number }[];
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'GET /trips/{id}': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        status: 'planned' | 'active' | 'completed';
        start_date: string | null;
        end_date: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry: [number, number][];
        total_distance_km: number | null;
        estimated: boolean;
        plan: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget: number | null;
        currency: string;
        vehicle_id: string | null;
        actual_cost: { currency: string; total: number }[];
        created_at: string;
        updated_at: string;
      };
    };
  };
  'GET /trips/{id}/gpx': { request: { params: { id: string } }; file: 'application/gpx+xml' };
  'GET /vehicles': {
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        kind: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'tow_vehicle';
        tow_vehicle_id: string | null;
        height_m: number | null;
        length_m: number | null;
        width_m: number | null;
        gross_mass_kg: number | null;
        empty_mass_kg: number | null;
        fuel_type: 'diesel' | 'petrol' | 'lpg' | 'electric' | 'none';
        tank_l: number | null;
        consumption_l_per_100km: number | null;
        created_at: string;
        updated_at: string;
      }[];
    };
  };
  'PATCH /admin/products/{id}': {
    request: {
      params: { id: string };
      json: {
        name?: string;
        category?: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        description?: string;
        prices?: { currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP'; amount: number }[];
        stock?: number;
        specs?: { label: string; value: string }[];
        photos?: { url: string; width: number; height: number }[];
        external_url?: string | null;
        max_rig_length_m?: number | null;
        max_rig_mass_kg?: number | null;
        hitch?: 'ball' | 'fifth_wheel' | 'gooseneck' | 'pintle' | null;
        active?: boolean;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        price: { amount: number; currency: string };
        stock: number;
        seller: string;
        external_url: string | null;
        photo: { url: string; width: number; height: number } | null;
        active: boolean;
        description: string;
        specs: { label: string; value: string }[];
        photos: { url: string; width: number; height: number }[];
        prices: { amount: number; currency: string }[];
        max_rig_length_m: number | null;
        max_rig_mass_kg: number | null;
        hitch: 'ball' | 'fifth_wheel' | 'gooseneck' | 'pintle' | null;
        created_at: string;
        updated_at: string;
        rig_fit: {
          fits: boolean | null;
          rigs: { vehicle_id: string; name: string; fits: boolean | null; over: ('length' | 'mass' | 'hitch')[] }[];
        } | null;
      };
    };
  };
  'PATCH /budgets/{id}': {
    request: { params: { id: string }; json: { amount?: number; period?: 'monthly' | 'weekly' } };
    response: {
      data: {
        id: string;
        user_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        amount: number;
        currency: string;
        created_at: string;
        updated_at: string;
      };
      alerts: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        threshold: 80 | 100;
        spent: number;
        amount: number;
        currency: string;
        percent: number;
      }[];
    };
  };
  'PATCH /campgrounds/{id}': {
    request: {
      params: { id: string };
      json: {
        name?: string;
        lat?: number;
        lon?: number;
        power?: boolean | null;
        water?: boolean | null;
        dump_station?: boolean | null;
        showers?: boolean | null;
        toilets?: boolean | null;
        pets?: boolean | null;
        free?: boolean | null;
        max_length_m?: number | null;
        caravans?: boolean | null;
        motorhome?: boolean | null;
        tents?: boolean | null;
        fee?: string | null;
        capacity?: number | null;
        website?: string | null;
        phone?: string | null;
        opening_hours?: string | null;
        address?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        source: 'osm' | 'ridb' | 'user';
        osm_id: string | null;
        source_id: string | null;
        name: string | null;
        kind: 'camp_site' | 'caravan_site';
        near_place: string | null;
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
        tags: { [key: string]: string };
        added_by: string | null;
        mine: boolean;
        rating_avg: number | null;
        review_count: number;
        attribution: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /expenses/{id}': {
    request: {
      params: { id: string };
      json: {
        amount?: number;
        category?: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date?: string;
        description?: string;
        currency?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        amount: number;
        currency: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date: string;
        description: string;
        created_at: string;
        updated_at: string;
      };
      alerts: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        threshold: 80 | 100;
        spent: number;
        amount: number;
        currency: string;
        percent: number;
      }[];
    };
  };
  'PATCH /fuel-log/{id}': {
    request: {
      params: { id: string };
      json: {
        vehicle_id?: string | null;
        filled_on?: string;
        odometer_km?: number | null;
        volume_l?: number;
        price_per_l?: number;
        unit?: 'L' | 'gal' | 'imp_gal';
        volume?: number;
        price_per_unit?: number;
        total_cost?: number;
        currency?: string;
        full_tank?: boolean;
        odometer_reset?: boolean;
        place?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        filled_on: string;
        odometer_km: number | null;
        volume_l: number;
        price_per_l: number;
        total_cost: number;
        entered_unit: 'L' | 'gal' | 'imp_gal' | null;
        entered_volume: number | null;
        entered_price: number | null;
        currency: string;
        full_tank: boolean;
        odometer_reset: boolean;
        place: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /income/{id}': {
    request: {
      params: { id: string };
      json: {
        source?: string;
        amount?: number;
        date?: string;
        currency?: string;
        recurrence?: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        source: string;
        amount: number;
        currency: string;
        date: string;
        recurrence: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /maintenance/schedules/{id}': {
    request: {
      params: { id: string };
      json: {
        vehicle_id?: string | null;
        task?: string;
        every_km?: number | null;
        every_distance?: number | null;
        every_distance_unit?: 'km' | 'mi';
        every_months?: number | null;
        last_done_on?: string | null;
        last_done_km?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        every_km: number | null;
        every_distance_entered: number | null;
        every_distance_unit: 'km' | 'mi' | null;
        every_months: number | null;
        last_done_on: string | null;
        last_done_km: number | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /maintenance/{id}': {
    request: {
      params: { id: string };
      json: {
        vehicle_id?: string | null;
        task?: string;
        date?: string;
        cost?: number | null;
        currency?: string;
        odometer_km?: number | null;
        notes?: string;
        add_expense?: boolean;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        date: string;
        cost: number | null;
        currency: string;
        odometer_km: number | null;
        notes: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /profile': {
    request: {
      json: {
        full_name?: string | null;
        rig_type?:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region?: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio?: string | null;
        onboarding_completed?: boolean;
      };
    };
    response: {
      data: {
        user_id: string;
        email: string;
        full_name: string | null;
        profile_image_url: string | null;
        rig_type:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio: string | null;
        onboarding_completed: boolean;
        is_demo: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /safety-checklists/runs/{id}/items/{itemId}': {
    request: { params: { id: string; itemId: string }; json: { checked: boolean } };
    response: {
      data: {
        id: string;
        position: number;
        item_key: string | null;
        text: string;
        checked: boolean;
        ticked_at: string | null;
        updated_at: string;
      };
    };
  };
  'PATCH /safety-checklists/{id}': {
    request: { params: { id: string }; json: { name?: string; items?: string[] } };
    response: {
      data: { id: string; user_id: string; name: string; items: string[]; created_at: string; updated_at: string };
    };
  };
  'PATCH /savings-goals/{id}': {
    request: {
      params: { id: string };
      json: { name?: string; target_amount?: number; currency?: string; target_date?: string | null };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        target_amount: number;
        currency: string;
        target_date: string | null;
        saved: number;
        monthly_needed: number | null;
        target_passed: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /settings': {
    request: {
      json: {
        notification_preferences?: {
          email_notifications?: boolean;
          push_notifications?: boolean;
          marketing_emails?: boolean;
          trip_reminders?: boolean;
          maintenance_alerts?: boolean;
          weather_warnings?: boolean;
          budget_alerts?: boolean;
        };
        privacy_preferences?: {
          profile_visibility?: 'public' | 'friends' | 'private';
          location_sharing?: boolean;
          activity_tracking?: boolean;
          data_collection?: boolean;
        };
        display_preferences?: {
          theme?: 'light' | 'dark' | 'system';
          font_size?: 'small' | 'medium' | 'large';
          high_contrast?: boolean;
          reduced_motion?: boolean;
          language?: 'en' | 'es' | 'fr';
        };
        regional_preferences?: {
          currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          units?: 'imperial' | 'metric';
          distance_unit?: 'km' | 'mi';
          volume_unit?: 'L' | 'gal' | 'imp_gal';
          consumption_unit?: 'l_100km' | 'km_l' | 'mpg' | 'mpg_imp';
          temperature_unit?: 'c' | 'f';
          length_unit?: 'm' | 'ft';
          weight_unit?: 'kg' | 'lb';
          timezone?: string;
          date_format?: 'auto' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
        };
        pam_preferences?: {
          voice_enabled?: boolean;
          proactive_suggestions?: boolean;
          response_style?: 'concise' | 'balanced' | 'detailed';
          expertise_level?: 'beginner' | 'intermediate' | 'expert';
          knowledge_sources?: boolean;
        };
        integration_preferences?: { shop_travel_integration?: boolean; auto_add_purchases_to_storage?: boolean };
        location_preferences?: { use_current_location?: boolean; auto_detect_location?: boolean };
      };
    };
    response: {
      data: {
        notification_preferences: {
          email_notifications: boolean;
          push_notifications: boolean;
          marketing_emails: boolean;
          trip_reminders: boolean;
          maintenance_alerts: boolean;
          weather_warnings: boolean;
          budget_alerts: boolean;
        };
        privacy_preferences: {
          profile_visibility: 'public' | 'friends' | 'private';
          location_sharing: boolean;
          activity_tracking: boolean;
          data_collection: boolean;
        };
        display_preferences: {
          theme: 'light' | 'dark' | 'system';
          font_size: 'small' | 'medium' | 'large';
          high_contrast: boolean;
          reduced_motion: boolean;
          language: 'en' | 'es' | 'fr';
        };
        regional_preferences: {
          currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          units: 'imperial' | 'metric';
          distance_unit: 'km' | 'mi';
          volume_unit: 'L' | 'gal' | 'imp_gal';
          consumption_unit: 'l_100km' | 'km_l' | 'mpg' | 'mpg_imp';
          temperature_unit: 'c' | 'f';
          length_unit: 'm' | 'ft';
          weight_unit: 'kg' | 'lb';
          timezone: string;
          date_format: 'auto' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
        };
        pam_preferences: {
          voice_enabled: boolean;
          proactive_suggestions: boolean;
          response_style: 'concise' | 'balanced' | 'detailed';
          expertise_level: 'beginner' | 'intermediate' | 'expert';
          knowledge_sources: boolean;
        };
        integration_preferences: { shop_travel_integration: boolean; auto_add_purchases_to_storage: boolean };
        location_preferences: { use_current_location: boolean; auto_detect_location: boolean };
        id: string;
        user_id: string;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /side-income-sources/{id}': {
    request: {
      params: { id: string };
      json: {
        name?: string;
        kind?: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        notes?: string;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        kind: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        notes: string;
        created_at: string;
        totals: { currency: string; total: number; count: number }[];
      };
    };
  };
  'PATCH /social/groups/{id}': {
    request: {
      params: { id: string };
      json: { name?: string; description?: string; rules?: string; join_policy?: 'open' | 'request' };
    };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /social/groups/{id}/members/{user_id}': {
    request: { params: { id: string; user_id: string }; json: { role: 'moderator' | 'member' } };
    response: {
      data: {
        user: { id: string; display_name: string | null; avatar_url: string | null };
        role: 'owner' | 'moderator' | 'member';
        status: 'active' | 'pending';
        created_at: string;
      };
    };
  };
  'PATCH /social/hustles/{id}': {
    request: {
      params: { id: string };
      json: {
        title?: string;
        description?: string;
        earnings?: {
          min: number;
          max?: number | null;
          currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags?: string[];
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        earnings: {
          min: number;
          max: number | null;
          currency: string;
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags: string[];
        vote_count: number;
        voted_by_me: boolean;
        comment_count: number;
        side_income_source_id: string | null;
        mine: boolean;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'PATCH /social/listings/{id}': {
    request: {
      params: { id: string };
      json: {
        title?: string;
        description?: string;
        price?: number;
        currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        category?:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition?: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos?: string[];
        place?: { name: string; latitude: number; longitude: number } | null;
        status?: 'active' | 'sold';
      };
    };
    response: {
      data: {
        id: string;
        seller: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        price: number;
        currency: string;
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        status: 'active' | 'sold';
        sold_at: string | null;
        mine: boolean;
        distance_km: number | null;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'PATCH /social/posts/{id}': {
    request: {
      params: { id: string };
      json: {
        body?: string;
        visibility?: 'public' | 'friends' | 'group';
        group_id?: string;
        photos?: string[];
        place?: { name: string; latitude: number; longitude: number } | null;
        trip_id?: string | null;
        mention_ids?: string[];
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        visibility: 'public' | 'friends' | 'group';
        group_id: string | null;
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        trip: {
          id: string;
          title: string;
          origin: string | null;
          destination: string | null;
          distance_km: number | null;
        } | null;
        mentions: { id: string; display_name: string | null }[];
        like_count: number;
        comment_count: number;
        liked_by_me: boolean;
        created_at: string;
        updated_at: string;
        edited: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'PATCH /storage-items/{id}': {
    request: {
      params: { id: string };
      json: {
        vehicle_id?: string | null;
        name?: string;
        location?: string;
        quantity?: number;
        unit_weight_kg?: number | null;
        notes?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        name: string;
        location: string;
        quantity: number;
        unit_weight_kg: number | null;
        notes: string;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /travel-preferences': {
    request: {
      json: { daily_limit_km?: number | null; fuel_price_per_l?: number | null; fuel_price_currency?: string | null };
    };
    response: {
      data: { daily_limit_km: number | null; fuel_price_per_l: number | null; fuel_price_currency: string | null };
    };
  };
  'PATCH /trips/{id}': {
    request: {
      params: { id: string };
      json: {
        name?: string;
        status?: 'planned' | 'active' | 'completed';
        start_date?: string | null;
        end_date?: string | null;
        stops?: { lat: number; lon: number; name: string }[];
        geometry?: [number, number][];
        total_distance_km?: number | null;
        estimated?: boolean;
        plan?: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget?: number | null;
        currency?: string;
        vehicle_id?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        status: 'planned' | 'active' | 'completed';
        start_date: string | null;
        end_date: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry: [number, number][];
        total_distance_km: number | null;
        estimated: boolean;
        plan: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget: number | null;
        currency: string;
        vehicle_id: string | null;
        actual_cost: { currency: string; total: number }[];
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PATCH /vehicles/{id}': {
    request: {
      params: { id: string };
      json: {
        name?: string;
        kind?: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'tow_vehicle';
        tow_vehicle_id?: string | null;
        height_m?: number | null;
        length_m?: number | null;
        width_m?: number | null;
        gross_mass_kg?: number | null;
        empty_mass_kg?: number | null;
        fuel_type?: 'diesel' | 'petrol' | 'lpg' | 'electric' | 'none';
        tank_l?: number | null;
        consumption_l_per_100km?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        kind: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'tow_vehicle';
        tow_vehicle_id: string | null;
        height_m: number | null;
        length_m: number | null;
        width_m: number | null;
        gross_mass_kg: number | null;
        empty_mass_kg: number | null;
        fuel_type: 'diesel' | 'petrol' | 'lpg' | 'electric' | 'none';
        tank_l: number | null;
        consumption_l_per_100km: number | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /admin/lessons': {
    request: {
      json: { position: number; title: string; summary?: string; duration_minutes?: number | null; video_url: string };
    };
    response: { data: { id: string } };
  };
  'POST /admin/orders/{id}/status': {
    request: { params: { id: string }; json: { status: 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' } };
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
      };
    };
  };
  'POST /admin/products': {
    request: {
      json: {
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        description?: string;
        prices: { currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP'; amount: number }[];
        stock: number;
        specs?: { label: string; value: string }[];
        photos?: { url: string; width: number; height: number }[];
        seller?: string;
        external_url?: string | null;
        max_rig_length_m?: number | null;
        max_rig_mass_kg?: number | null;
        hitch?: 'ball' | 'fifth_wheel' | 'gooseneck' | 'pintle' | null;
        active?: boolean;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
        price: { amount: number; currency: string };
        stock: number;
        seller: string;
        external_url: string | null;
        photo: { url: string; width: number; height: number } | null;
        active: boolean;
        description: string;
        specs: { label: string; value: string }[];
        photos: { url: string; width: number; height: number }[];
        prices: { amount: number; currency: string }[];
        max_rig_length_m: number | null;
        max_rig_mass_kg: number | null;
        hitch: 'ball' | 'fifth_wheel' | 'gooseneck' | 'pintle' | null;
        created_at: string;
        updated_at: string;
        rig_fit: {
          fits: boolean | null;
          rigs: { vehicle_id: string; name: string; fits: boolean | null; over: ('length' | 'mass' | 'hitch')[] }[];
        } | null;
      };
    };
  };
  'POST /admin/products/photos': {
    request: { body?: FormData };
    response: { data: { url: string; width: number; height: number } };
  };
  'POST /admin/users/{id}/course': { request: { params: { id: string } }; response: void };
  'POST /admin/users/{id}/membership': {
    request: { params: { id: string }; json: { plan: 'monthly' | 'annual'; months: number } };
    response: void;
  };
  'POST /auth/confirm-email': {
    request: { json: { token: string } };
    response: {
      user: { id: string; email: string; is_admin?: boolean };
      session: { access_token: string; refresh_token: string; expires_at: number } | null;
    };
  };
  'POST /auth/login': {
    request: { json: { email: string; password: string } };
    response: {
      user: { id: string; email: string; is_admin?: boolean };
      session: { access_token: string; refresh_token: string; expires_at: number } | null;
    };
  };
  'POST /auth/logout': { response: void };
  'POST /auth/password-reset': { request: { json: { email: string } }; response: void };
  'POST /auth/password-update': {
    request: { json: { token?: string; current_password?: string; password: string; password_confirmation: string } };
    response: { ok: true };
  };
  'POST /auth/refresh': {
    request: { json: { refresh_token: string } };
    response: { session: { access_token: string; refresh_token: string; expires_at: number } };
  };
  'POST /auth/signup': {
    request: { json: { email: string; password: string; password_confirmation: string; full_name?: string } };
    response: {
      user: { id: string; email: string; is_admin?: boolean };
      session: { access_token: string; refresh_token: string; expires_at: number } | null;
    };
  };
  'POST /batch': {
    request: {
      json: {
        requests: {
          method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
          path: string;
          idempotency_key: string;
          if_match?: string;
          body?: unknown;
        }[];
      };
    };
    response: { data: { results: { status: number; body?: unknown }[] } };
  };
  'POST /billing/cancel-trial': {
    response: {
      data: {
        status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
        plan: 'trial' | 'monthly' | 'annual';
        trial_ends_at: string | null;
        trial_days_left: number | null;
        current_period_end: string | null;
        cancel_at_period_end: boolean;
        source: 'trial' | 'stripe' | 'admin_grant';
        can_manage_billing: boolean;
        course_access: boolean;
      };
    };
  };
  'POST /billing/checkout': {
    request: {
      json: { item: 'monthly' | 'annual' | 'course'; currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' };
    };
    response: { data: { url: string } };
  };
  'POST /billing/portal': { response: { data: { url: string } } };
  'POST /billing/webhook': { response: { received: true; duplicate: boolean } };
  'POST /budgets': {
    request: {
      json: {
        category?: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        amount: number;
        currency?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        amount: number;
        currency: string;
        created_at: string;
        updated_at: string;
      };
      alerts: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        threshold: 80 | 100;
        spent: number;
        amount: number;
        currency: string;
        percent: number;
      }[];
    };
  };
  'POST /campgrounds': {
    request: {
      json: {
        name: string;
        lat: number;
        lon: number;
        power?: boolean | null;
        water?: boolean | null;
        dump_station?: boolean | null;
        showers?: boolean | null;
        toilets?: boolean | null;
        pets?: boolean | null;
        free?: boolean | null;
        max_length_m?: number | null;
        caravans?: boolean | null;
        motorhome?: boolean | null;
        tents?: boolean | null;
        fee?: string | null;
        capacity?: number | null;
        website?: string | null;
        phone?: string | null;
        opening_hours?: string | null;
        address?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        source: 'osm' | 'ridb' | 'user';
        osm_id: string | null;
        source_id: string | null;
        name: string | null;
        kind: 'camp_site' | 'caravan_site';
        near_place: string | null;
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
        tags: { [key: string]: string };
        added_by: string | null;
        mine: boolean;
        rating_avg: number | null;
        review_count: number;
        attribution: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /campgrounds/search-along-route': {
    request: {
      json: {
        path: { lat: number; lon: number }[];
        corridor_km?: number;
        filters?: {
          power?: boolean;
          water?: boolean;
          dump_station?: boolean;
          showers?: boolean;
          toilets?: boolean;
          pets?: boolean;
          free?: boolean;
          min_length_m?: number;
        };
        limit?: number;
      };
    };
    response: {
      data: {
        id: string;
        source: 'osm' | 'ridb' | 'user';
        osm_id: string | null;
        source_id: string | null;
        name: string | null;
        kind: 'camp_site' | 'caravan_site';
        near_place: string | null;
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
        tags: { [key: string]: string };
        added_by: string | null;
        mine: boolean;
        rating_avg: number | null;
        review_count: number;
        attribution: string | null;
        created_at: string;
        updated_at: string;
        distance_km: number;
        route_position_km: number;
      }[];
      loading?: { loaded: number; total: number };
    };
  };
  'POST /campgrounds/{id}/reviews': {
    request: { params: { id: string }; json: { rating: number; body?: string } };
    response: {
      data: {
        id: string;
        campground_id: string;
        author_name: string | null;
        mine: boolean;
        rating: number;
        body: string;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /diagnostics/qa-checks': {
    request: { body?: FormData };
    response: {
      data: {
        id: string;
        page: string;
        device: string;
        result: 'pass' | 'fail' | 'blocked';
        note: string;
        has_screenshot: boolean;
        created_by: string | null;
        author_name: string | null;
        created_at: string;
      };
    };
  };
  'POST /diagnostics/vitals': { response: void };
  'POST /expenses': {
    request: {
      json: {
        amount: number;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date: string;
        description?: string;
        currency?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        amount: number;
        currency: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date: string;
        description: string;
        created_at: string;
        updated_at: string;
      };
      alerts: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        threshold: 80 | 100;
        spent: number;
        amount: number;
        currency: string;
        percent: number;
      }[];
    };
  };
  'POST /expenses/import': {
    request: { body?: FormData };
    response: {
      data: {
        format: 'csv' | 'ofx';
        dry_run: boolean;
        detected: {
          delimiter: string | null;
          decimal: string | null;
          date_format: string | null;
          has_header: boolean | null;
          header: string[];
          columns?: {
            date: number;
            description: number | null;
            amount: number | null;
            debit?: number | null;
            credit?: number | null;
            category?: number | null;
          } | null;
        };
        rows: {
          line: number;
          date: string;
          description: string;
          amount: number;
          currency: string;
          kind: 'expense' | 'income';
          category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
          pattern: string;
          suggestion: {
            category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
            source: 'rule' | 'history' | 'keyword';
          } | null;
          duplicate: boolean;
        }[];
        errors: { line: number; message: string; code: string }[];
        imported: { expenses: number; income: number };
        skipped_duplicates: number;
        alerts: {
          budget_id: string;
          category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
          period: 'monthly' | 'weekly';
          threshold: 80 | 100;
          spent: number;
          amount: number;
          currency: string;
          percent: number;
        }[];
      };
    };
  };
  'POST /expenses/{id}/restore': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        amount: number;
        currency: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other';
        date: string;
        description: string;
        created_at: string;
        updated_at: string;
      };
      alerts: {
        budget_id: string;
        category: 'fuel' | 'food' | 'campground' | 'maintenance' | 'entertainment' | 'other' | null;
        period: 'monthly' | 'weekly';
        threshold: 80 | 100;
        spent: number;
        amount: number;
        currency: string;
        percent: number;
      }[];
    };
  };
  'POST /fuel-log': {
    request: {
      json: {
        vehicle_id?: string | null;
        filled_on: string;
        odometer_km?: number | null;
        volume_l?: number;
        price_per_l?: number;
        unit?: 'L' | 'gal' | 'imp_gal';
        volume?: number;
        price_per_unit?: number;
        total_cost?: number;
        currency?: string;
        full_tank?: boolean;
        odometer_reset?: boolean;
        place?: string;
        add_expense?: boolean;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        filled_on: string;
        odometer_km: number | null;
        volume_l: number;
        price_per_l: number;
        total_cost: number;
        entered_unit: 'L' | 'gal' | 'imp_gal' | null;
        entered_volume: number | null;
        entered_price: number | null;
        currency: string;
        full_tank: boolean;
        odometer_reset: boolean;
        place: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /income': {
    request: {
      json: {
        source: string;
        amount: number;
        date: string;
        currency?: string;
        recurrence?: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        source: string;
        amount: number;
        currency: string;
        date: string;
        recurrence: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /income/{id}/restore': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        user_id: string;
        source: string;
        amount: number;
        currency: string;
        date: string;
        recurrence: 'none' | 'weekly' | 'fortnightly' | 'monthly';
        side_income_source_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /maintenance': {
    request: {
      json: {
        vehicle_id?: string | null;
        task: string;
        date: string;
        cost?: number | null;
        currency?: string;
        odometer_km?: number | null;
        notes?: string;
        add_expense?: boolean;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        date: string;
        cost: number | null;
        currency: string;
        odometer_km: number | null;
        notes: string;
        expense_id: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /maintenance/schedules': {
    request: {
      json: {
        vehicle_id?: string | null;
        task: string;
        every_km?: number | null;
        every_distance?: number | null;
        every_distance_unit?: 'km' | 'mi';
        every_months?: number | null;
        last_done_on?: string | null;
        last_done_km?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        task: string;
        every_km: number | null;
        every_distance_entered: number | null;
        every_distance_unit: 'km' | 'mi' | null;
        every_months: number | null;
        last_done_on: string | null;
        last_done_km: number | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /notifications/read-all': { response: void };
  'POST /notifications/{id}/read': { request: { params: { id: string } }; response: void };
  'POST /pam-simple/chat': {
    request: {
      json: {
        message: string;
        session_id?: string;
        context?: {
          language?: 'en' | 'es' | 'fr';
          timezone?: string;
          current_page?: string;
          region?: string;
          location?:
            | {
                latitude: number;
                longitude: number;
                accuracy?: number | null;
                city?: string | null;
                region?: string | null;
                country?: string | null;
                timezone?: string | null;
                source?: 'gps' | 'manual' | 'ip' | 'settings' | null;
                timestamp?: number | string | null;
              }
            | { latitude: number; longitude: number };
          userLocation?: { latitude: number; longitude: number };
          conversation_history?: { role: 'user' | 'assistant'; content: string; timestamp?: number | string }[];
          engine?: 'builtin';
          [key: string]: unknown;
        };
        user_id?: string;
        type?: string;
      };
    };
    response: {
      response: string;
      session_id: string;
      ui_action?:
        | { type: 'request_location' }
        | {
            type: 'set_location';
            location: {
              latitude: number;
              longitude: number;
              accuracy?: number | null;
              city?: string | null;
              region?: string | null;
              country?: string | null;
              timezone?: string | null;
              source?: 'gps' | 'manual' | 'ip' | 'settings' | null;
              timestamp?: number | string | null;
            };
          }
        | { type: 'navigate'; path: string }
        | { type: 'settings_changed' };
      metadata: {
        message_id: string;
        engine: 'builtin' | 'llm';
        language: 'en' | 'es' | 'fr';
        intent: string | null;
        tools: { name: string; ok: boolean }[];
        changed: (
          | 'expenses'
          | 'income'
          | 'budgets'
          | 'savings_goals'
          | 'fuel_log'
          | 'maintenance'
          | 'storage_items'
          | 'trips'
          | 'settings'
          | 'vehicles'
          | 'safety'
          | 'social'
          | 'location_sharing'
          | 'shop'
          | 'profile'
          | 'notifications'
          | 'campgrounds'
        )[];
        awaiting_confirmation: boolean;
        fallback_cause: 'dns' | 'authentication' | 'network' | 'timeout' | 'invalid_response' | 'other' | null;
        processing_ms: number;
        replayed: boolean;
        [key: string]: unknown;
      };
    };
  };
  'POST /pam/feedback': { request: { json: { message_id: string; rating: 1 | -1 } }; response: void };
  'POST /pam/stt': {
    request: { query?: { language?: 'en' | 'es' | 'fr' }; body?: Blob };
    response: { text: string; language: string | null };
  };
  'POST /pam/tts': {
    request: { json: { text: string; language?: 'en' | 'es' | 'fr'; priority?: 'urgent' | 'high' | 'normal' } };
    response: { audio_data: string; format: 'wav' | 'mp3'; engine_used: string; voice_used: string };
  };
  'POST /profile/image': {
    request: { body?: FormData };
    response: {
      data: {
        user_id: string;
        email: string;
        full_name: string | null;
        profile_image_url: string | null;
        rig_type:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio: string | null;
        onboarding_completed: boolean;
        is_demo: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /profile/onboarding': {
    request: {
      json: {
        full_name: string;
        rig_type: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other';
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW';
        units: 'imperial' | 'metric';
        unit_preferences?: {
          distance_unit: 'km' | 'mi';
          volume_unit: 'L' | 'gal' | 'imp_gal';
          consumption_unit: 'l_100km' | 'km_l' | 'mpg' | 'mpg_imp';
          temperature_unit: 'c' | 'f';
          length_unit: 'm' | 'ft';
          weight_unit: 'kg' | 'lb';
        };
        currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        language: 'en' | 'es' | 'fr';
      };
    };
    response: {
      data: {
        user_id: string;
        email: string;
        full_name: string | null;
        profile_image_url: string | null;
        rig_type:
          'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'truck_camper' | 'tent_trailer' | 'other' | null;
        region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'ROW' | null;
        bio: string | null;
        onboarding_completed: boolean;
        is_demo: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /routes/plan': {
    request: {
      json: {
        stops: ({ lat: number; lon: number; name?: string } | { query: string })[];
        optimize?: 'none' | 'fixed_ends' | 'round_trip';
        vehicle_id?: string;
        daily_limit_km?: number;
        start_date?: string;
        budget?: number;
        nights?: ({ stop_index: number } | { campground_id: string })[];
      };
    };
    response: {
      data: {
        stops: { lat: number; lon: number; name: string; input_index: number }[];
        legs: {
          from_index: number;
          to_index: number;
          distance_km: number;
          duration_min: number;
          fuel_volume_l: number | null;
          fuel_cost: number | null;
          exceeds_safe_range: boolean;
        }[];
        geometry: [number, number][];
        total_distance_km: number;
        total_duration_min: number;
        estimated: boolean;
        optimize: 'none' | 'fixed_ends' | 'round_trip';
        daily_limit_km: number;
        days: {
          day: number;
          date: string | null;
          start: { lat: number; lon: number; name: string };
          end: { lat: number; lon: number; name: string };
          end_stop_index: number | null;
          distance_km: number;
          duration_min: number;
          overnight: { lat: number; lon: number; name: string } | null;
          end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
          overnight_site: {
            id: string;
            name: string | null;
            kind: 'camp_site' | 'caravan_site';
            near_place: string | null;
            lat: number;
            lon: number;
            distance_off_route_km: number;
            free: boolean | null;
            max_length_m: number | null;
            nightly_fee: { amount: number; currency: string } | null;
            attribution: string | null;
          } | null;
          overnight_suggestions: {
            id: string;
            name: string | null;
            kind: 'camp_site' | 'caravan_site';
            near_place: string | null;
            lat: number;
            lon: number;
            distance_off_route_km: number;
            free: boolean | null;
            max_length_m: number | null;
            nightly_fee: { amount: number; currency: string } | null;
            attribution: string | null;
          }[];
        }[];
        overnight_suggestions_available: boolean;
        fuel: {
          volume: number | null;
          cost: number | null;
          currency: string;
          price_per_l: number | null;
          price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
          price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
          consumption_l_per_100km: number | null;
          safe_range_km: number | null;
          warnings: {
            code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
            leg_index: number | null;
            message: string;
          }[];
        };
        weather: {
          place: string;
          lat: number;
          lon: number;
          kind: 'overnight' | 'destination';
          day: number;
          date: string | null;
          available: boolean;
          daily: {
            temp_max_c: number;
            temp_min_c: number;
            precipitation_mm: number;
            precipitation_probability: number | null;
            wind_max_kmh: number;
            weather_code: number;
          } | null;
          reason?: 'no_date' | 'out_of_range' | 'unreachable';
        }[];
        budget: {
          budget: number | null;
          fuel_cost: number | null;
          campground_fees_estimate: number | null;
          nights: number;
          nights_site_fee: number;
          nights_typical_fee: number;
          nights_without_site: number;
          total: number;
          currency: string;
          over_budget: boolean | null;
        };
        notes: {
          code: 'routing_fallback' | 'no_dates' | 'water_crossing';
          message: string;
          leg_index?: number;
          sea_km?: number;
        }[];
        nights: ({ stop_index: number } | { campground_id: string })[];
      };
    };
  };
  'POST /safety-checklists': {
    request: { json: { name: string; items: string[] } };
    response: {
      data: { id: string; user_id: string; name: string; items: string[]; created_at: string; updated_at: string };
    };
  };
  'POST /safety-checklists/runs': {
    request: {
      json: {
        template_key?: 'pre_departure' | 'hitching' | 'arrival_setup' | 'weekly';
        checklist_id?: string;
        vehicle_id?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        template_key: string | null;
        checklist_id: string | null;
        name: string;
        vehicle_id: string | null;
        started_at: string;
        completed_at: string | null;
        item_count: number;
        checked_count: number;
        items: {
          id: string;
          position: number;
          item_key: string | null;
          text: string;
          checked: boolean;
          ticked_at: string | null;
          updated_at: string;
        }[];
      };
    };
  };
  'POST /safety-checklists/runs/{id}/complete': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        template_key: string | null;
        checklist_id: string | null;
        name: string;
        vehicle_id: string | null;
        started_at: string;
        completed_at: string | null;
        item_count: number;
        checked_count: number;
        items: {
          id: string;
          position: number;
          item_key: string | null;
          text: string;
          checked: boolean;
          ticked_at: string | null;
          updated_at: string;
        }[];
      };
    };
  };
  'POST /savings-goals': {
    request: { json: { name: string; target_amount: number; currency?: string; target_date?: string | null } };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        target_amount: number;
        currency: string;
        target_date: string | null;
        saved: number;
        monthly_needed: number | null;
        target_passed: boolean;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /savings-goals/{id}/contributions': {
    request: { params: { id: string }; json: { amount: number; date: string; note?: string } };
    response: { data: { id: string; goal_id: string; amount: number; date: string; note: string; created_at: string } };
  };
  'POST /shop/cart/merge': {
    request: {
      query?: { currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' };
      json: { items: { product_id: string; quantity: number }[] };
    };
    response: {
      data: {
        items: {
          product_id: string;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          photo: { url: string; width: number; height: number } | null;
          quantity: number;
          unit_price: { amount: number; currency: string };
          line_total: { amount: number; currency: string };
          stock: number;
          available: boolean;
        }[];
        totals: {
          currency: string;
          subtotal: number;
          tax: number;
          tax_included: boolean;
          tax_rate: number;
          shipping: number;
          total: number;
        };
        mixed_currencies: boolean;
      };
    };
  };
  'POST /shop/checkout': {
    request: {
      json: {
        method: 'stripe' | 'manual';
        currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        shipping_address?: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        };
      };
    };
    response: { data: { order_id: string; url?: string } };
  };
  'POST /shop/orders/{id}/cancel': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
      };
    };
  };
  'POST /shop/orders/{id}/delivered': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        number: number;
        status: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
        method: 'stripe' | 'manual';
        currency: string;
        subtotal: number;
        tax: number;
        tax_included: boolean;
        shipping: number;
        total: number;
        items: {
          product_id: string | null;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          unit_amount: number;
          quantity: number;
        }[];
        shipping_address: {
          name: string;
          line1: string;
          line2?: string;
          city: string;
          region?: string;
          postcode: string;
          country: string;
        } | null;
        reserved_until: string;
        created_at: string;
        paid_at: string | null;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
        refunded_at: string | null;
      };
    };
  };
  'POST /side-income-sources': {
    request: {
      json: {
        name: string;
        kind: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        notes?: string;
      };
    };
    response: {
      data: {
        id: string;
        name: string;
        kind: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        notes: string;
        created_at: string;
        totals: { currency: string; total: number; count: number }[];
      };
    };
  };
  'POST /social/blocks': {
    request: { json: { user_id: string } };
    response: {
      data: { user: { id: string; display_name: string | null; avatar_url: string | null }; created_at: string };
    };
  };
  'POST /social/conversations': {
    request: { json: { participant_ids: string[]; title?: string } };
    response: {
      data: {
        id: string;
        kind: 'direct' | 'group';
        title: string | null;
        created_by: string;
        created_at: string;
        last_message_at: string | null;
        participants: {
          id: string;
          display_name: string | null;
          avatar_url: string | null;
          last_read_at: string | null;
        }[];
        last_message: {
          id: string;
          conversation_id: string;
          sender_id: string;
          body: string;
          created_at: string;
          read_by: string[];
          idempotency_key: string | null;
          hidden_at: string | null;
          hidden_reason: string | null;
        } | null;
        unread_count: number;
      };
    };
  };
  'POST /social/conversations/{id}/messages': {
    request: { params: { id: string }; json: { body: string } };
    response: {
      data: {
        id: string;
        conversation_id: string;
        sender_id: string;
        body: string;
        created_at: string;
        read_by: string[];
        idempotency_key: string | null;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/conversations/{id}/read': {
    request: { params: { id: string } };
    response: { data: { conversation_id: string; user_id: string; last_read_at: string | null } };
  };
  'POST /social/conversations/{id}/typing': { request: { params: { id: string } }; response: void };
  'POST /social/follows': {
    request: { json: { user_id: string } };
    response: {
      data: {
        direction: 'following' | 'follower';
        user: { id: string; display_name: string | null; avatar_url: string | null };
        created_at: string;
      };
    };
  };
  'POST /social/friends/requests': {
    request: { json: { user_id: string } };
    response: {
      data: {
        id: string;
        status: 'pending' | 'accepted';
        direction: 'incoming' | 'outgoing';
        user: { id: string; display_name: string | null; avatar_url: string | null };
        created_at: string;
        responded_at: string | null;
      };
    };
  };
  'POST /social/friends/requests/{id}/accept': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        status: 'pending' | 'accepted';
        direction: 'incoming' | 'outgoing';
        user: { id: string; display_name: string | null; avatar_url: string | null };
        created_at: string;
        responded_at: string | null;
      };
    };
  };
  'POST /social/friends/requests/{id}/decline': { request: { params: { id: string } }; response: void };
  'POST /social/groups': {
    request: { json: { name: string; description?: string; rules?: string; join_policy: 'open' | 'request' } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /social/groups/{id}/join': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /social/groups/{id}/leave': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /social/groups/{id}/members/{user_id}/approve': {
    request: { params: { id: string; user_id: string } };
    response: {
      data: {
        user: { id: string; display_name: string | null; avatar_url: string | null };
        role: 'owner' | 'moderator' | 'member';
        status: 'active' | 'pending';
        created_at: string;
      };
    };
  };
  'POST /social/groups/{id}/members/{user_id}/decline': {
    request: { params: { id: string; user_id: string } };
    response: void;
  };
  'POST /social/groups/{id}/transfer': {
    request: { params: { id: string }; json: { user_id: string } };
    response: {
      data: {
        id: string;
        name: string;
        description: string;
        rules: string;
        join_policy: 'open' | 'request';
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        member_count: number;
        my_role: 'owner' | 'moderator' | 'member' | null;
        my_status: 'active' | 'pending' | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /social/hustles': {
    request: {
      json: {
        title: string;
        description?: string;
        earnings?: {
          min: number;
          max?: number | null;
          currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags?: string[];
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        earnings: {
          min: number;
          max: number | null;
          currency: string;
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags: string[];
        vote_count: number;
        voted_by_me: boolean;
        comment_count: number;
        side_income_source_id: string | null;
        mine: boolean;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/hustles/{id}/comments': {
    request: { params: { id: string }; json: { body: string } };
    response: {
      data: {
        id: string;
        hustle_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        created_at: string;
        can_delete: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/hustles/{id}/try': {
    request: { params: { id: string } };
    response: {
      data: {
        side_income_source_id: string;
        hustle_id: string;
        name: string;
        kind: 'remote_work' | 'workamping' | 'seasonal' | 'crafts' | 'content' | 'other';
        created: boolean;
      };
    };
  };
  'POST /social/listings': {
    request: {
      json: {
        title: string;
        description?: string;
        price: number;
        currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos?: string[];
        place?: { name: string; latitude: number; longitude: number } | null;
      };
    };
    response: {
      data: {
        id: string;
        seller: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        price: number;
        currency: string;
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        status: 'active' | 'sold';
        sold_at: string | null;
        mine: boolean;
        distance_km: number | null;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/listings/{id}/sold': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        seller: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        price: number;
        currency: string;
        category:
          | 'rv_parts'
          | 'camping_gear'
          | 'electronics'
          | 'towing'
          | 'solar_power'
          | 'furniture'
          | 'vehicles'
          | 'tools'
          | 'outdoor_recreation'
          | 'other';
        condition: 'new' | 'like_new' | 'good' | 'fair' | 'for_parts';
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        status: 'active' | 'sold';
        sold_at: string | null;
        mine: boolean;
        distance_km: number | null;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/moderation/actions': {
    request: {
      json: {
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        action: 'hide' | 'restore' | 'warn' | 'suspend';
        reason: string;
        suspend_days?: number;
      };
    };
    response: {
      data: {
        id: string;
        actor: { id: string; display_name: string | null; avatar_url: string | null } | null;
        action: 'hide' | 'restore' | 'dismiss' | 'warn' | 'suspend';
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        target_author_id: string | null;
        group_id: string | null;
        report_id: string | null;
        reason: string;
        before: { [key: string]: unknown } | null;
        after: { [key: string]: unknown } | null;
        created_at: string;
      };
    };
  };
  'POST /social/moderation/reports/{id}/actions': {
    request: {
      params: { id: string };
      json: { action: 'hide' | 'restore' | 'dismiss' | 'warn' | 'suspend'; reason: string; suspend_days?: number };
    };
    response: {
      data: {
        id: string;
        actor: { id: string; display_name: string | null; avatar_url: string | null } | null;
        action: 'hide' | 'restore' | 'dismiss' | 'warn' | 'suspend';
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        target_author_id: string | null;
        group_id: string | null;
        report_id: string | null;
        reason: string;
        before: { [key: string]: unknown } | null;
        after: { [key: string]: unknown } | null;
        created_at: string;
      };
    };
  };
  'POST /social/photos': {
    request: { body?: FormData };
    response: { data: { url: string; width: number; height: number } };
  };
  'POST /social/posts': {
    request: {
      json: {
        body: string;
        visibility?: 'public' | 'friends' | 'group';
        group_id?: string;
        photos?: string[];
        place?: { name: string; latitude: number; longitude: number } | null;
        trip_id?: string | null;
        mention_ids?: string[];
      };
    };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        visibility: 'public' | 'friends' | 'group';
        group_id: string | null;
        photos: { url: string; width: number; height: number }[];
        place: { name: string; latitude: number; longitude: number } | null;
        trip: {
          id: string;
          title: string;
          origin: string | null;
          destination: string | null;
          distance_km: number | null;
        } | null;
        mentions: { id: string; display_name: string | null }[];
        like_count: number;
        comment_count: number;
        liked_by_me: boolean;
        created_at: string;
        updated_at: string;
        edited: boolean;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/posts/{id}/comments': {
    request: { params: { id: string }; json: { body: string; parent_id?: string | null; mention_ids?: string[] } };
    response: {
      data: {
        id: string;
        post_id: string;
        parent_id: string | null;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        mentions: { id: string; display_name: string | null }[];
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/reports': {
    request: {
      json: {
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        reason: string;
      };
    };
    response: {
      data: {
        id: string;
        target_type: 'post' | 'comment' | 'listing' | 'message' | 'user' | 'hustle' | 'hustle_comment' | 'trip_comment';
        target_id: string;
        reason: string;
        status: 'open' | 'actioned' | 'dismissed';
        created_at: string;
        resolved_at: string | null;
        already_filed: boolean;
      };
    };
  };
  'POST /social/trip-shares': {
    request: { json: { trip_id: string; audience: 'friends' | 'group'; group_id?: string; description?: string } };
    response: {
      data: {
        id: string;
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        trip_id: string;
        audience: 'friends' | 'group';
        group: { id: string; name: string } | null;
        is_owner: boolean;
        comment_count: number;
        open_suggestion_count: number;
        created_at: string;
        updated_at: string;
        snapshot: {
          title: string;
          description: string;
          stops: { lat: number; lon: number; name: string }[];
          geometry: [number, number][];
          distance_km: number | null;
          duration_min: number | null;
          days: number | null;
          estimated: boolean;
        };
      };
    };
  };
  'POST /social/trip-shares/{id}/comments': {
    request: { params: { id: string }; json: { body: string } };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        body: string;
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'POST /social/trip-shares/{id}/copy': {
    request: { params: { id: string } };
    response: { data: { trip_id: string } };
  };
  'POST /social/trip-shares/{id}/suggestions': {
    request: { params: { id: string }; json: { name: string; latitude: number; longitude: number; note?: string } };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        name: string;
        latitude: number;
        longitude: number;
        note: string;
        status: 'open' | 'accepted' | 'dismissed';
        created_at: string;
        decided_at: string | null;
      };
    };
  };
  'POST /social/trip-suggestions/{id}/accept': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        name: string;
        latitude: number;
        longitude: number;
        note: string;
        status: 'open' | 'accepted' | 'dismissed';
        created_at: string;
        decided_at: string | null;
        stop_index: number;
      };
    };
  };
  'POST /social/trip-suggestions/{id}/dismiss': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        share_id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        name: string;
        latitude: number;
        longitude: number;
        note: string;
        status: 'open' | 'accepted' | 'dismissed';
        created_at: string;
        decided_at: string | null;
      };
    };
  };
  'POST /storage-items': {
    request: {
      json: {
        vehicle_id?: string | null;
        name: string;
        location?: string;
        quantity?: number;
        unit_weight_kg?: number | null;
        notes?: string;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        vehicle_id: string | null;
        name: string;
        location: string;
        quantity: number;
        unit_weight_kg: number | null;
        notes: string;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /trips': {
    request: {
      json: {
        name: string;
        status?: 'planned' | 'active' | 'completed';
        start_date?: string | null;
        end_date?: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry?: [number, number][];
        total_distance_km?: number | null;
        estimated?: boolean;
        plan?: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget?: number | null;
        currency?: string;
        vehicle_id?: string | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        status: 'planned' | 'active' | 'completed';
        start_date: string | null;
        end_date: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry: [number, number][];
        total_distance_km: number | null;
        estimated: boolean;
        plan: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget: number | null;
        currency: string;
        vehicle_id: string | null;
        actual_cost: { currency: string; total: number }[];
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /trips/import-gpx': {
    request: { body?: FormData | Blob };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        status: 'planned' | 'active' | 'completed';
        start_date: string | null;
        end_date: string | null;
        stops: { lat: number; lon: number; name: string }[];
        geometry: [number, number][];
        total_distance_km: number | null;
        estimated: boolean;
        plan: {
          stops: { lat: number; lon: number; name: string; input_index: number }[];
          legs: {
            from_index: number;
            to_index: number;
            distance_km: number;
            duration_min: number;
            fuel_volume_l: number | null;
            fuel_cost: number | null;
            exceeds_safe_range: boolean;
          }[];
          geometry: [number, number][];
          total_distance_km: number;
          total_duration_min: number;
          estimated: boolean;
          optimize: 'none' | 'fixed_ends' | 'round_trip';
          daily_limit_km: number;
          days: {
            day: number;
            date: string | null;
            start: { lat: number; lon: number; name: string };
            end: { lat: number; lon: number; name: string };
            end_stop_index: number | null;
            distance_km: number;
            duration_min: number;
            overnight: { lat: number; lon: number; name: string } | null;
            end_reason: 'stop' | 'chosen' | 'limit' | 'destination';
            overnight_site: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            } | null;
            overnight_suggestions: {
              id: string;
              name: string | null;
              kind: 'camp_site' | 'caravan_site';
              near_place: string | null;
              lat: number;
              lon: number;
              distance_off_route_km: number;
              free: boolean | null;
              max_length_m: number | null;
              nightly_fee: { amount: number; currency: string } | null;
              attribution: string | null;
            }[];
          }[];
          overnight_suggestions_available: boolean;
          fuel: {
            volume: number | null;
            cost: number | null;
            currency: string;
            price_per_l: number | null;
            price_source: 'user' | 'fuel_log_average' | 'region_default' | null;
            price_region: 'AU' | 'NZ' | 'US' | 'CA' | 'GB' | 'EU' | 'ROW' | null;
            consumption_l_per_100km: number | null;
            safe_range_km: number | null;
            warnings: {
              code: 'no_vehicle' | 'no_consumption' | 'no_tank_size' | 'no_price' | 'leg_exceeds_safe_range';
              leg_index: number | null;
              message: string;
            }[];
          };
          weather: {
            place: string;
            lat: number;
            lon: number;
            kind: 'overnight' | 'destination';
            day: number;
            date: string | null;
            available: boolean;
            daily: {
              temp_max_c: number;
              temp_min_c: number;
              precipitation_mm: number;
              precipitation_probability: number | null;
              wind_max_kmh: number;
              weather_code: number;
            } | null;
            reason?: 'no_date' | 'out_of_range' | 'unreachable';
          }[];
          budget: {
            budget: number | null;
            fuel_cost: number | null;
            campground_fees_estimate: number | null;
            nights: number;
            nights_site_fee: number;
            nights_typical_fee: number;
            nights_without_site: number;
            total: number;
            currency: string;
            over_budget: boolean | null;
          };
          notes: {
            code: 'routing_fallback' | 'no_dates' | 'water_crossing';
            message: string;
            leg_index?: number;
            sea_km?: number;
          }[];
          nights: ({ stop_index: number } | { campground_id: string })[];
        } | null;
        budget: number | null;
        currency: string;
        vehicle_id: string | null;
        actual_cost: { currency: string; total: number }[];
        created_at: string;
        updated_at: string;
      };
    };
  };
  'POST /vehicles': {
    request: {
      json: {
        name: string;
        kind: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'tow_vehicle';
        tow_vehicle_id?: string | null;
        height_m?: number | null;
        length_m?: number | null;
        width_m?: number | null;
        gross_mass_kg?: number | null;
        empty_mass_kg?: number | null;
        fuel_type?: 'diesel' | 'petrol' | 'lpg' | 'electric' | 'none';
        tank_l?: number | null;
        consumption_l_per_100km?: number | null;
      };
    };
    response: {
      data: {
        id: string;
        user_id: string;
        name: string;
        kind: 'motorhome' | 'campervan' | 'caravan' | 'fifth_wheel' | 'tow_vehicle';
        tow_vehicle_id: string | null;
        height_m: number | null;
        length_m: number | null;
        width_m: number | null;
        gross_mass_kg: number | null;
        empty_mass_kg: number | null;
        fuel_type: 'diesel' | 'petrol' | 'lpg' | 'electric' | 'none';
        tank_l: number | null;
        consumption_l_per_100km: number | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  'PUT /admin/lessons/{id}': {
    request: {
      params: { id: string };
      json: { position: number; title: string; summary?: string; duration_minutes?: number | null; video_url: string };
    };
    response: { data: { id: string } };
  };
  'PUT /admin/plan-prices': {
    request: {
      json: {
        prices: {
          item: 'monthly' | 'annual' | 'course';
          currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
          amount: number;
        }[];
      };
    };
    response: void;
  };
  'PUT /admin/shop-settings': {
    request: {
      json: {
        currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        tax_rate: number;
        tax_included: boolean;
        shipping_flat: number;
        free_shipping_over: number | null;
        bank_details?: string | null;
      };
    };
    response: {
      data: {
        currency: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP';
        tax_rate: number;
        tax_included: boolean;
        shipping_flat: number;
        free_shipping_over: number | null;
        bank_details: string | null;
      }[];
    };
  };
  'PUT /admin/users/{id}/admin': { request: { params: { id: string }; json: { is_admin: boolean } }; response: void };
  'PUT /billing/course/lessons/{id}/progress': {
    request: { params: { id: string }; json: { completed: boolean } };
    response: void;
  };
  'PUT /exchange-rates': {
    request: { json: { base: string; quote: string; rate: number } };
    response: { data: { id: string; base: string; quote: string; rate: number; updated_at: string } };
  };
  'PUT /locations/me': {
    request: { json: { latitude: number; longitude: number; status?: 'active' | 'offline' } };
    response: {
      data: {
        user_id: string;
        current_latitude: number | null;
        current_longitude: number | null;
        destination_latitude: number | null;
        destination_longitude: number | null;
        status: 'active' | 'offline';
        updated_at: string;
      };
    };
  };
  'PUT /locations/me/destination': {
    request: { json: { latitude: number; longitude: number } };
    response: {
      data: {
        user_id: string;
        current_latitude: number | null;
        current_longitude: number | null;
        destination_latitude: number | null;
        destination_longitude: number | null;
        status: 'active' | 'offline';
        updated_at: string;
      };
    };
  };
  'PUT /shop/cart/items': {
    request: {
      query?: { currency?: 'USD' | 'EUR' | 'CAD' | 'AUD' | 'NZD' | 'GBP' };
      json: { product_id: string; quantity: number };
    };
    response: {
      data: {
        items: {
          product_id: string;
          name: string;
          category: 'rv_parts' | 'camping_gear' | 'electronics' | 'accessories';
          photo: { url: string; width: number; height: number } | null;
          quantity: number;
          unit_price: { amount: number; currency: string };
          line_total: { amount: number; currency: string };
          stock: number;
          available: boolean;
        }[];
        totals: {
          currency: string;
          subtotal: number;
          tax: number;
          tax_included: boolean;
          tax_rate: number;
          shipping: number;
          total: number;
        };
        mixed_currencies: boolean;
      };
    };
  };
  'PUT /social/hustles/{id}/vote': {
    request: { params: { id: string } };
    response: {
      data: {
        id: string;
        author: { id: string; display_name: string | null; avatar_url: string | null };
        title: string;
        description: string;
        earnings: {
          min: number;
          max: number | null;
          currency: string;
          period: 'hour' | 'day' | 'week' | 'month';
        } | null;
        tags: string[];
        vote_count: number;
        voted_by_me: boolean;
        comment_count: number;
        side_income_source_id: string | null;
        mine: boolean;
        created_at: string;
        updated_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
      };
    };
  };
  'PUT /social/posts/{id}/like': {
    request: { params: { id: string } };
    response: { data: { like_count: number; liked_by_me: boolean } };
  };
  'PUT /social/trip-shares/{id}': {
    request: { params: { id: string }; json: { description?: string } };
    response: {
      data: {
        id: string;
        owner: { id: string; display_name: string | null; avatar_url: string | null };
        trip_id: string;
        audience: 'friends' | 'group';
        group: { id: string; name: string } | null;
        is_owner: boolean;
        comment_count: number;
        open_suggestion_count: number;
        created_at: string;
        updated_at: string;
        snapshot: {
          title: string;
          description: string;
          stops: { lat: number; lon: number; name: string }[];
          geometry: [number, number][];
          distance_km: number | null;
          duration_min: number | null;
          days: number | null;
          estimated: boolean;
        };
      };
    };
  };
}
