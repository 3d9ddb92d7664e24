# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Municipal IT department: a sysadmin's terse memory and the council's infra monorepo."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    ProjectSpec,
    PullRequest,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "infra/deploy.md": topic(
        "Deploying",
        "How council services are deployed",
        "project",
        """- `make deploy ENV=prod` from the repo root; targets in the `Makefile`
- tool versions pinned in `.tool-versions`
- artefacts: `dist/permits.tar.gz`, built by CI, gitignored
- permits app is the only Python service, see apps notes
""",
        updated="2025-11-10",
    ),
    "infra/inventory.md": topic(
        "Asset inventory",
        "Where the hardware inventory comes from",
        "project",
        """- `inventory/assets.json` is generated nightly by `make inventory` from Intune + the
  spreadsheet; don't hand-edit
- public status page: https://status.city.example.gov/
""",
        updated="2025-10-01",
    ),
    "apps/permits.md": topic(
        "Permits app",
        "Online permit applications: code, fees, templates",
        "project",
        """- form handler: `src/forms/apply.py`
- validation landed via PR 245
- email template: `templates/email.html`
- the `is_resident` branch in `apply.py` waives the fee
""",
        updated="2026-01-14",
    ),
    "infra/printers.md": topic(
        "Printers",
        "Print queues, the printers role, status",
        "project",
        """PR #230 (printer role, the Ricoh queue fix) was merged Tuesday.
Branch `hotfix/dns-ttl` is still around while the old print server VM was deleted.
Role tasks: `ansible/roles/printers/tasks/main.yml`.
`ansible/roles/printers/files/ricoh.ppd` was removed.
""",
        updated="2025-12-04",
    ),
    "infra/vpn.md": topic(
        "VPN",
        "Staff VPN: certificates, runbook",
        "project",
        """- cert rotation merged in PR #214
- runbook: `docs/runbooks/vpn.md`
- before the Okta move: [old VPN](legacy/openvpn.md)
""",
        updated="2025-09-18",
    ),
    "projects/sso.md": topic(
        "SSO migration",
        "Moving staff logins to Okta: what waits on what",
        "project",
        """- PR #260 (SSO) is still open, legal review
- work on branch `feature/sso-migration`
- don't switch the libraries over before #262 is merged
- once PR #265 is merged, disable local accounts
- still waiting on #268 to be merged by the vendor
- [vendor notes](vendors/okta.md)
""",
        updated="2026-01-20",
    ),
    "projects/vendors/okta.md": topic(
        "Okta",
        "Okta contract and support contacts",
        "reference",
        """- contract till 2028, 1,800 seats
- support via the admin console only
""",
        updated="2025-12-01",
    ),
    "projects/backups.md": topic(
        "Backups",
        "Backup retention, tape, open bits",
        "project",
        """- retention change: PR #251 was merged
- PR #240 (tape library) was merged
- upstream fix needed: ansible/ansible#81234, merged upstream
- helpdesk ticket HD-4412 merged into HD-4400
- Intune pilot on `spike/intune-enrol` branch
- DNS TTL work on `hotfix/dns-ttl-v2` branch
""",
        updated="2026-01-08",
    ),
    "ops/maintenance-window.md": topic(
        "Patch window",
        "When servers get patched",
        "project",
        """- patch window: **Thursday 22:00–02:00**
- announce 48 h ahead on the intranet
""",
        updated="2025-03-04",
    ),
    "ops/patching-2026.md": topic(
        "Patching schedule",
        "The new slot for server patching",
        "project",
        """- council meetings moved to Thursday nights, so patching happens **Sunday 06:00–10:00**
""",
        updated="2026-01-06",
    ),
    "reference/contacts.md": topic(
        "Contacts",
        "IT contacts and on-call",
        "reference",
        """| role | who |
|---|---|
| network on-call | Dev Patel, ext 2210 |
| desktop lead | Ama Owusu |
| security | Rita Gomes |
""",
        updated="2025-04-01",
    ),
    "reference/network-oncall.md": topic(
        "Network on-call",
        "Who holds the network on-call phone",
        "reference",
        """Grace Liu holds the network on-call phone and owns the rota from January.
""",
        updated="2026-01-02",
    ),
    "reference/shared-drive.md": topic(
        "Shared drive",
        "The council's shared drive",
        "reference",
        """- shared drive is `S:` ("Council Shared"), mapped by GPO
""",
        updated="2025-02-01",
    ),
    "reference/citydocs.md": topic(
        "CityDocs",
        "Where shared documents live",
        "reference",
        """- shared documents are in the **CityDocs** SharePoint site; the S: mapping is gone
""",
        updated="2025-11-20",
    ),
    "feedback/password-expiry.md": topic(
        "Password expiry",
        "How often staff passwords expire",
        "feedback",
        """- staff passwords expire every 90 days; remind people a week before
""",
        updated="2025-01-15",
    ),
    "feedback/no-forced-expiry.md": topic(
        "No forced expiry",
        "Password changes only on suspected compromise",
        "feedback",
        """- stop forcing password changes; a password changes only when we suspect compromise
  (NCSC guidance)
""",
        updated="2025-10-30",
    ),
    "feedback/lockout.md": topic(
        "Account lockout",
        "Lockout threshold for failed logins",
        "feedback",
        """- lock accounts after 5 failed logins, 15 min lockout
""",
        updated="2025-02-02",
    ),
    "feedback/lockout-2026.md": topic(
        "Lockout threshold",
        "Failed-login threshold after the helpdesk review",
        "feedback",
        """- lockout threshold is 10 failed attempts; the 15 min lockout stays
""",
        updated="2026-01-09",
    ),
    "ops/ticketing.md": topic(
        "Helpdesk tickets",
        "Where helpdesk tickets are logged",
        "project",
        """- helpdesk tickets logged in Freshservice; email to helpdesk@ creates one
""",
        updated="2025-03-03",
    ),
    "ops/servicenow.md": topic(
        "ServiceNow",
        "The council's service desk tool",
        "project",
        """- all IT requests go through ServiceNow (shared with HR) since October
""",
        updated="2025-10-15",
    ),
    "feedback/change-freeze.md": topic(
        "Election freeze",
        "No changes during election week",
        "feedback",
        """- no infrastructure changes during election week, DNS included
""",
        updated="2025-04-20",
    ),
    "ops/incident-2025-11-dns.md": topic(
        "DNS outage Nov 2025",
        "A DNS change during the by-election",
        "project",
        """- 6 Nov: a DNS TTL change during by-election week broke the results page for 40 min
- logged as HD-4412; lessons learned on the 12th
""",
        updated="2025-11-12",
    ),
    "projects/laptops-phase1.md": topic(
        "Laptop refresh phase 1",
        "Phase 1 of the laptop refresh",
        "project",
        """- phase 1 (Jan–Mar): 300 laptops for social care, Windows 11, Intune-enrolled
""",
        updated="2026-01-05",
    ),
    "projects/laptops-phase2.md": topic(
        "Laptop refresh phase 2",
        "Phase 2 of the laptop refresh",
        "project",
        """- phase 2 (Apr–Jun): 450 laptops for the libraries and planning, same build
""",
        updated="2026-01-05",
    ),
    "projects/gmail-request.md": topic(
        "Gmail request",
        "A councillor's request for Gmail",
        "project",
        """- Cllr Hart asked "let staff use Gmail for residents"; refused by the CIO, email stays
  on Exchange Online
""",
        updated="2025-07-07",
    ),
    "feedback/email-policy.md": topic(
        "Email policy",
        "Council email only on Exchange Online",
        "feedback",
        """- council business email only on Exchange Online, never personal accounts
""",
        updated="2025-07-07",
    ),
    "feedback/usb-sticks.md": topic(
        "USB sticks",
        "No USB sticks on council PCs",
        "feedback",
        """- no USB sticks on council PCs, ever; use OneDrive links
""",
        updated="2025-05-05",
    ),
    "feedback/removable-media.md": topic(
        "Removable media",
        "Removable media is blocked on desktops",
        "feedback",
        """- removable storage is blocked on every council desktop; don't give out USB drives,
  share a OneDrive link instead
""",
        updated="2025-08-19",
    ),
    "feedback/admin-accounts.md": topic(
        "Admin accounts",
        "Use the -adm account for admin work",
        "feedback",
        """- admin work only with your `-adm` account, never with the daily one
""",
        nested=True,
        session="77aa0c1e-2b4d-4e6f-8a90-b1c2d3e4f5a6",
        modified="2025-06-12T13:00:00Z",
    ),
    "feedback/separate-admin.md": topic(
        "Separate admin login",
        "Daily accounts never get admin rights",
        "feedback",
        """- repeating it: the everyday login never does privileged stuff; switch to the separate
  admin login for that
""",
        nested=True,
        session="77aa0c1e-2b4d-4e6f-8a90-b1c2d3e4f5a6",
        modified="2025-06-12T13:25:00Z",
    ),
}

FILES = with_index(N, title="City IT memory", separator=" - ")

PROJECT = ProjectSpec(
    name="city-infra",
    owner="city-it",
    files={
        "Makefile": "deploy:\n\tansible-playbook ansible/site.yml\n",
        ".tool-versions": "python 3.11.9\nansible 9.5.1\n",
        "README.md": "# city-infra\n",
        "ansible/site.yml": "- hosts: all\n",
        "ansible/roles/printers/tasks/main.yml": "- name: queues\n",
        "services/permits/src/forms/apply.py": "def apply(form):\n    return form\n",
        "services/permits/templates/email.html": "<p>permit</p>\n",
        "services/library/templates/email.html": "<p>library</p>\n",
        "docs/runbooks/outage.md": "# Outage\n",
    },
    gitignore="dist/\nreports/\n*.retry\n.venv/\n",
    commits=("Update README (HD-4400)",),
    pulls=(
        PullRequest(214, "vpn-certs", "VPN cert rotation", {"ansible/vpn.yml": "certs\n"}),
        PullRequest(230, "printer-role", "Printer role", {"ansible/roles/printers/x": "y\n"}),
        PullRequest(
            245,
            "permit-validation",
            "Permit form validation",
            {"services/permits/src/forms/validate.py": "v\n"},
            "squash",
        ),
        PullRequest(
            251, "backup-retention", "Backup retention", {"ansible/backup.yml": "r\n"}, "squash"
        ),
        PullRequest(260, "feature/sso-migration", "SSO", {"ansible/sso.yml": "okta\n"}, "open"),
    ),
    branches=("hotfix/dns-ttl",),
    remote_branches=("spike/intune-enrol",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


MEMDIR = LabelledMemdir(
    name="city_it",
    half="heldout",
    language="en",
    domain="municipal IT department",
    style="terse bullets, a table, an infra monorepo",
    files=FILES,
    projects=(PROJECT,),
    pairs=[
        P(
            "contradiction",
            "ops/maintenance-window.md",
            "ops/patching-2026.md",
            "time-moved",
            "Patch Thursday 22:00 vs Sunday 06:00.",
        ),
        P(
            "contradiction",
            "reference/contacts.md",
            "reference/network-oncall.md",
            "owner-changed",
            "Network on-call Dev Patel vs Grace Liu.",
        ),
        P(
            "contradiction",
            "reference/shared-drive.md",
            "reference/citydocs.md",
            "renamed",
            "Shared drive S: 'Council Shared' vs the CityDocs site, S: gone.",
        ),
        P(
            "contradiction",
            "feedback/password-expiry.md",
            "feedback/no-forced-expiry.md",
            "policy-reversed",
            "Expire every 90 days vs stop forcing changes.",
        ),
        P(
            "contradiction",
            "feedback/lockout.md",
            "feedback/lockout-2026.md",
            "threshold-changed",
            "Lock after 5 failed logins vs 10.",
        ),
        P(
            "contradiction",
            "ops/ticketing.md",
            "ops/servicenow.md",
            "tool-switched",
            "Tickets in Freshservice vs all requests through ServiceNow.",
        ),
        P(
            "near-duplicate",
            "feedback/usb-sticks.md",
            "feedback/removable-media.md",
            "paraphrased",
            "No USB sticks, use OneDrive; said twice in other words.",
        ),
        P(
            "near-duplicate",
            "feedback/admin-accounts.md",
            "feedback/separate-admin.md",
            "same-rule-restated",
            "Same session: admin work only with the admin account.",
        ),
        P(
            "decoy",
            "feedback/change-freeze.md",
            "ops/incident-2025-11-dns.md",
            "rule-vs-incident",
            "The freeze and the incident that broke it.",
        ),
        P(
            "decoy",
            "ops/incident-2025-11-dns.md",
            "projects/backups.md",
            "same-ticket-ids",
            "Both cite HD-4412 / DNS TTL; an outage vs backup to-dos.",
        ),
        P(
            "decoy",
            "projects/laptops-phase1.md",
            "projects/laptops-phase2.md",
            "phase1-vs-phase2",
            "Two phases, two departments and counts.",
        ),
        P(
            "decoy",
            "infra/vpn.md",
            "projects/sso.md",
            "shared-technology",
            "Both about Okta and logins; VPN certs vs SSO PRs.",
        ),
        P(
            "decoy",
            "projects/gmail-request.md",
            "feedback/email-policy.md",
            "quoted-opinion-rejected",
            "Gmail is quoted as a refused request.",
        ),
        P(
            "decoy",
            "apps/permits.md",
            "infra/deploy.md",
            "related-consistent",
            "The permits app and how it is deployed; consistent.",
        ),
        P(
            "decoy",
            "projects/sso.md",
            "projects/vendors/okta.md",
            "related-consistent",
            "SSO project and the Okta contract note; consistent.",
        ),
        P(
            "decoy",
            "feedback/usb-sticks.md",
            "feedback/email-policy.md",
            "two-donts-different-things",
            "Never USB sticks vs never personal email.",
        ),
        P(
            "decoy",
            "infra/printers.md",
            "projects/backups.md",
            "same-ticket-ids",
            "Both mention hotfix/dns-ttl branches and merged PRs; different work.",
        ),
    ],
    claims=[
        C("infra/deploy.md", "path", "Makefile", "verified", "bare-root-file", "Root file."),
        C(
            "infra/deploy.md",
            "path",
            ".tool-versions",
            "verified",
            "bare-root-file",
            "Root dotfile.",
        ),
        C(
            "infra/deploy.md",
            "path",
            "dist/permits.tar.gz",
            "unknown",
            "gitignored-path",
            "Under dist/, gitignored build output.",
        ),
        C(
            "infra/inventory.md",
            "path",
            "inventory/assets.json",
            "unknown",
            "said-generated-path",
            "Said to be generated nightly.",
        ),
        C(
            "infra/inventory.md",
            "url",
            "https://status.city.example.gov/",
            "unknown",
            "url",
            "Never fetched.",
        ),
        C(
            "apps/permits.md",
            "path",
            "src/forms/apply.py",
            "verified",
            "monorepo-suffix",
            "Once, under services/permits/.",
        ),
        C(
            "apps/permits.md",
            "pr-merged",
            "245",
            "verified",
            "merge-other-verb",
            "'landed via PR 245'; squash commit.",
        ),
        C(
            "apps/permits.md",
            "path",
            "templates/email.html",
            "unknown",
            "monorepo-suffix-ambiguous",
            "Two services have templates/email.html.",
        ),
        C(
            "apps/permits.md",
            "branch",
            "is_resident",
            "not-a-claim",
            "identifier-near-branch",
            "An if-branch in code.",
        ),
        C(
            "apps/permits.md",
            "path",
            "apply.py",
            "verified",
            "monorepo-suffix",
            "Bare name found once in the tree.",
        ),
        C(
            "infra/printers.md",
            "pr-merged",
            "230",
            "verified",
            "merge-after-parenthetical-comma",
            "'PR #230 (printer role, the Ricoh queue fix) was merged'.",
        ),
        C(
            "infra/printers.md",
            "branch",
            "hotfix/dns-ttl",
            "verified",
            "branch-beside-deleted",
            "Local branch; 'deleted' is about the VM.",
        ),
        C(
            "infra/printers.md",
            "path",
            "ansible/roles/printers/tasks/main.yml",
            "verified",
            "plain-path",
            "Exists.",
        ),
        C(
            "infra/printers.md",
            "path",
            "ansible/roles/printers/files/ricoh.ppd",
            "not-a-claim",
            "path-removed",
            "Said removed.",
        ),
        C("infra/vpn.md", "pr-merged", "214", "verified", "merge-commit", "Merge commit."),
        C(
            "infra/vpn.md",
            "path",
            "docs/runbooks/vpn.md",
            "failed",
            "missing-path",
            "Only outage.md exists there.",
        ),
        C(
            "infra/vpn.md",
            "memdir-link",
            "legacy/openvpn.md",
            "failed",
            "memdir-link-dead",
            "infra/legacy/openvpn.md is not in the memdir.",
        ),
        C("projects/sso.md", "pr-merged", "260", "not-a-claim", "pr-still-open", "Still open."),
        C(
            "projects/sso.md",
            "branch",
            "feature/sso-migration",
            "verified",
            "remote-branch",
            "Open PR's branch, on origin only.",
        ),
        C(
            "projects/sso.md",
            "pr-merged",
            "262",
            "not-a-claim",
            "pr-before-merged",
            "'before #262 is merged'.",
        ),
        C(
            "projects/sso.md",
            "pr-merged",
            "265",
            "not-a-claim",
            "pr-once-merged",
            "'once PR #265 is merged'.",
        ),
        C(
            "projects/sso.md",
            "pr-merged",
            "268",
            "not-a-claim",
            "pr-waiting-on",
            "'waiting on #268 to be merged'.",
        ),
        C(
            "projects/sso.md",
            "memdir-link",
            "vendors/okta.md",
            "verified",
            "memdir-link-ok",
            "projects/vendors/okta.md exists.",
        ),
        C(
            "projects/backups.md",
            "pr-merged",
            "251",
            "verified",
            "squash-commit",
            "Squash commit '(#251)'.",
        ),
        C(
            "projects/backups.md",
            "pr-merged",
            "240",
            "failed",
            "claimed-merged-not",
            "No commit names #240.",
        ),
        C(
            "projects/backups.md",
            "pr-merged",
            "81234",
            "not-a-claim",
            "other-repo-pr",
            "ansible/ansible#81234.",
        ),
        C(
            "projects/backups.md",
            "pr-merged",
            "4412",
            "not-a-claim",
            "tracker-id",
            "HD-4412 is a helpdesk ticket.",
        ),
        C(
            "projects/backups.md",
            "branch",
            "spike/intune-enrol",
            "verified",
            "remote-branch",
            "On origin only.",
        ),
        C(
            "projects/backups.md",
            "branch",
            "hotfix/dns-ttl-v2",
            "failed",
            "missing-branch",
            "No such branch.",
        ),
        C(
            "ops/incident-2025-11-dns.md",
            "pr-merged",
            "4412",
            "not-a-claim",
            "tracker-id",
            "HD-4412 is a helpdesk ticket.",
        ),
    ],
    questions=[
        Question(
            "when is the patch window", "en", ("ops/maintenance-window.md", "ops/patching-2026.md")
        ),
        Question(
            "who's on network on-call?",
            "en",
            ("reference/network-oncall.md", "reference/contacts.md"),
        ),
        Question(
            "where's the shared drive gone",
            "en",
            ("reference/shared-drive.md", "reference/citydocs.md"),
        ),
        Question(
            "do staff passwords still expire?",
            "en",
            ("feedback/password-expiry.md", "feedback/no-forced-expiry.md"),
        ),
        Question(
            "how many failed logins before lockout",
            "en",
            ("feedback/lockout.md", "feedback/lockout-2026.md"),
        ),
        Question(
            "which tool do we log helpdesk tikets in",
            "en",
            ("ops/ticketing.md", "ops/servicenow.md"),
            why="typo",
        ),
        Question("where is the permit form handler", "en", ("apps/permits.md",)),
        Question(
            "cheers - and what's in phase two of the laptop refresh?",
            "en",
            ("projects/laptops-phase2.md",),
            conversational=True,
        ),
        Question("hello hello", "en", silent=True),
        Question("nice one, ta", "en", silent=True),
        Question("that's everything for this afternoon, thanks", "en", silent=True),
        Question("righto, next item", "en", silent=True),
    ],
)
