import type { Messages } from './catalogue.ts';
import { ERROR_TEXT } from './errorText.ts';
import { opsEnglish } from './opsEnglish.ts';

/** The admin's own English messages (menu, pages, resources). */
export const appEnglish = {
  app: {
    title: 'Stickerei Admin',
    menu: {
      dashboard: 'Dashboard',
      analytics: 'Analytics',
      database: 'Database',
      database_operations: 'Database operations',
      performance_test: 'Performance test',
      events: 'Events',
    },
    page: {
      dashboard: {
        title: 'Dashboard',
        description:
          'Key figures of the last days with their trends against the period before, and the areas of the admin.',
        areas: 'Areas',
      },
      analytics: {
        title: 'Analytics',
        description:
          'User analytics: one row per user with uploads, designs, favourites, downloads, redemptions and searches, as a table and charts, with the CSV export from the server and an export of any table on screen.',
      },
      campaigns: {
        title: 'Campaigns',
        description:
          'Sponsored campaigns: active and inactive lists, creating, editing and deleting campaigns and their designs, associated authors and redemption figures.',
      },
      database: {
        title: 'Database',
        description: 'Row counts and sizes of the database tables, and the tools below.',
      },
      database_operations: {
        title: 'Database operations',
        description:
          'Set up test data with a progress bar, delete data behind a typed confirmation, and clean up stuck or failed processing jobs with a report.',
      },
      performance_test: {
        title: 'Performance test',
        description:
          'Choose scenarios, iterations and concurrency, run the test with progress, and compare the results (p50, p95, p99, mean, throughput, errors) in charts, a table and the history of runs.',
      },
      events: {
        title: 'Events',
        description:
          'The event list with filters, charts of the metrics per event type over time, and the most frequent search terms.',
      },
    },
    campaigns: {
      tabs_label: 'Campaigns by state',
      tab: { active: 'Active', inactive: 'Inactive' },
      status: {
        running: 'Running',
        scheduled: 'Scheduled',
        ended: 'Ended',
        disabled: 'Disabled',
      },
      period: '%{start} to %{end}',
      enabled_help: 'A campaign runs only while it is enabled and between its start and end.',
      validation: { end_after_start: 'The end must come after the start.' },
      picker: {
        title: 'Designs (%{smart_count} chosen)',
        selected: '%{smart_count} chosen design |||| %{smart_count} chosen designs',
        none: 'No designs chosen yet. Pick them from the library below.',
        search: 'Search the library',
        empty: 'No library designs match.',
        failed: 'The library could not be loaded. Try again.',
        unnamed: 'Unnamed design',
        up: 'Move %{name} up',
        down: 'Move %{name} down',
        remove: 'Remove %{name}',
      },
      designs: {
        design: 'Design',
        limit: 'Redemption limit',
        no_limit: 'No limit',
        limit_for: 'Redemption limit of %{name}',
        save_limit: 'Save the limit of %{name}',
        limit_saved: 'Limit saved',
        remove: 'Remove %{name} from the campaign',
        remove_title: 'Remove %{name}?',
        remove_content:
          'The design leaves this campaign. Copies users redeemed stay in their files and in the figures.',
      },
      figures: {
        title: 'Redemptions and sponsor visits',
        range: 'From %{from} to %{to}',
        redemptions: 'Redemptions',
        unique_users: 'Unique users',
        visits: 'Sponsor visits',
        per_day: 'Per day',
        per_day_label: 'Line chart of redemptions and sponsor visits per day',
        by_design: 'Redemptions by design',
        by_design_label: 'Bar chart of redemptions by design',
        failed: 'The figures could not be loaded. Reload the page to try again.',
      },
    },
    authors: {
      website_help: 'The sponsor’s site, starting with https://',
      logo_help: 'PNG, JPEG, WebP or SVG, at most %{size} KB.',
      still_has_campaigns:
        'This author still sponsors campaigns. Delete those campaigns or give them another author first.',
      current_logo: 'Current logo',
      remove_logo: 'Remove the logo',
      validation: { website: 'Enter a web address starting with http:// or https://.' },
    },
    audit: {
      export_csv: 'Export CSV',
      exporting: 'Exporting…',
      outcome: { ok: 'Done', failed: 'Failed', aborted: 'Aborted' },
      phase: { completion: 'Job ended' },
    },
    error: ERROR_TEXT.en,
    ops: opsEnglish,
  },
  resources: {
    campaigns: {
      name: 'Campaign |||| Campaigns',
      fields: {
        name: 'Name',
        authorId: 'Associated author',
        description: 'Description',
        startAt: 'Start',
        endAt: 'End',
        enabled: 'Enabled',
        status: 'Status',
        designs: 'Designs',
        q: 'Search',
      },
    },
    'associated-authors': {
      name: 'Associated author |||| Associated authors',
      fields: {
        name: 'Name',
        website: 'Website',
        description: 'Description',
        logo: 'Logo',
        campaignCount: 'Campaigns',
        q: 'Search',
      },
    },
    audit: {
      name: 'Audit entry |||| Audit',
      empty: 'No admin action has been recorded yet.',
      fields: {
        at: 'When',
        actor: 'Who (user id or e-mail)',
        actorEmail: 'Who',
        action: 'Action',
        targetId: 'Target',
        outcome: 'Outcome',
        status: 'HTTP status',
        summary: 'Input',
        error: 'Error',
        requestId: 'Request id',
        from: 'From',
        to: 'Until',
      },
    },
  },
} satisfies Messages;
