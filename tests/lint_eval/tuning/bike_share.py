"""A city bike-share operations team: rebalancing, batteries, pricing. Terse English notes."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, token, topic

MAPS_KEY = token(
    "AIza", 35, "bike-maps", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
)
STRIPE_KEY = token("sk_live_", 32, "bike-stripe")

TREE = (
    "```\nops/\n├── rebalancing/\n│   ├── zones.yaml\n│   └── vans.yaml\n├── batteries/\n"
    "│   ├── swap_log.csv\n│   └── chargers.yaml\n└── pricing/\n    └── 2026.yaml\n```\n"
)

FILES = {
    "MEMORY.md": index(
        "# Bike-share ops",
        "- [API keys](reference/api-keys.md) — which services we call",
        "- [Rebalancing](projects/rebalancing.md) — moving bikes between zones",
        "- [Battery swaps](projects/battery-swap.md) — e-bike battery rounds",
        "- [Depot map](reference/depot-map.md) — depots and their chargers",
        "- [Station list](reference/station-list.md) — every station with its dock count",
        "- [Van driving](feedback/van-driving.md) — how the vans are driven",
        "- [Pricing 2026](projects/pricing-2026.md) — fares from January",
        "- [Pricing 2025](projects/pricing-2025.md) — last year's fares",
        "- [Ops folder](reference/directory-layout.md) — where the ops files are",
        "- [Weather](reference/weather-api.md) — the forecast we plan with",
    ),
    "reference/api-keys.md": topic(
        "API keys",
        "Which outside services the ops tools call, and with which keys",
        "reference",
        f"Maps (geocoding stations): {MAPS_KEY}\n"
        f"Payments (refunds only): {STRIPE_KEY}\n"
        "Both are also in the ops vault.\n",
    ),
    "projects/rebalancing.md": topic(
        "Rebalancing",
        "How bikes are moved between zones in the morning peak",
        "project",
        "Zones A and B empty out by 08:30; the vans start at 06:00.\n"
        "Currently working on the van routes for Zone C.\n",
    ),
    "projects/battery-swap.md": topic(
        "Battery swaps",
        "E-bike battery swap rounds and who does them",
        "project",
        "Swaps start at the depot nearest the zone, see [[depot-map]]. "
        "Rounds follow [[rebalancing]].\n",
    ),
    "reference/depot-map.md": topic(
        "Depot map",
        "Depots, their chargers and the stations they serve",
        "reference",
        "North depot: 40 chargers. South depot: 25. Stations per depot: [[station-list]].\n",
    ),
    "reference/station-list.md": topic(
        "Station list",
        "Every station with its dock count",
        "reference",
        "112 stations. The swap rounds that visit them: [[battery-swap]].\n",
    ),
    "feedback/van-driving.md": topic(
        "Van driving",
        "Vans are driven at walking pace in pedestrian zones",
        "feedback",
        "Walking pace in pedestrian zones, hazard lights on while loading.\n\n"
        "**Why:** two complaints to the council last year.\n"
        "**How to apply:** put it in every driver briefing; details in [[van-driving]].\n",
    ),
    "projects/pricing-2026.md": topic(
        "Pricing 2026", "Fares from January 2026", "project", "Single ride 1.50, day pass 6.\n"
    ),
    "projects/pricing-2025.md": topic(
        "Pricing 2026", "Fares for 2025", "project", "Single ride 1.20, day pass 5.\n"
    ),
    "reference/directory-layout.md": topic(
        "Ops folder layout",
        "Where the ops files are kept",
        "reference",
        "The shared drive:\n\n" + TREE,
    ),
    "reference/weather-api.md": topic(
        "Weather forecast",
        "The forecast the morning plan uses",
        "reference",
        "The planner reads the forecast with `api_key = ${WEATHER_KEY}`.\n"
        "token: see 1Password, the Ops vault.\n",
    ),
    "user/ops-lead.md": topic(
        "Ops lead",
        "Dana, the ops lead: wants numbers first",
        "user",
        "Dana reads the morning summary on her phone: numbers first, one screen.\n",
    ),
}

MEMDIR = LintMemdir(
    "bike_share",
    "a city bike-share operations team",
    FILES,
    (
        Expect("secret", "reference/api-keys.md", 6),
        Expect("secret", "reference/api-keys.md", 7),
        Expect("transient-state", "projects/rebalancing.md"),
        Expect("link-cycle", "projects/battery-swap.md"),
        Expect("self-link", "feedback/van-driving.md"),
        Expect("name-claimed-twice", "projects/pricing-2026.md"),
        Expect("name-claimed-twice", "projects/pricing-2025.md"),
        Expect("code-derivable", "reference/directory-layout.md"),
        Expect("orphan", "user/ops-lead.md"),
        Expect("hook-restates", "MEMORY.md", 6),
        Expect("hook-restates", "MEMORY.md", 10),
    ),
)
