"""A home-automation hobbyist's Home Assistant memory: chatty English, tables, two repos."""

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
    "heating/setpoints.md": topic(
        "Heating setpoints",
        "Target temperatures per room, day and night",
        "project",
        """| room | day | night |
|---|---|---|
| living room | 21 °C | 17 °C |
| bedroom | 18 °C | 16 °C |
| office | 20 °C | off |

The schedule lives in `packages/heating.yaml`; heating schedule merged in PR #8.
The boiler relay is an ESPHome board, config in `devices/boiler-relay.yaml`.
""",
        updated="2025-09-20",
    ),
    "heating/winter-savings.md": topic(
        "Winter gas savings",
        "What Sam and I agreed for heating this winter",
        "project",
        """Gas bill panic. Sam and I agreed the living room goes to **20 °C** in the day and
**16 °C** at night from now on. Bedroom stays as is.
""",
        updated="2025-12-04",
    ),
    "heating/boiler-old.md": topic(
        "Boiler control",
        "Superseded by heating/boiler-relay.md: Tado on the boiler",
        "project",
        """Boiler switched by the Tado extension kit through the cloud API.
""",
        updated="2025-02-01",
        extra={"status": "superseded", "superseded_by": "heating/boiler-relay.md"},
    ),
    "heating/boiler-relay.md": topic(
        "Boiler control",
        "The boiler is switched by an ESPHome relay, locally",
        "project",
        """Boiler now switched by an ESPHome relay board, fully local. Kitchen display config
should be `devices/kitchen-display.yaml` but I never finished it.
""",
        updated="2025-09-21",
    ),
    "user/sam-prefs.md": topic(
        "Sam's lighting preferences",
        "How Sam wants the hallway lights at night",
        "user",
        """Sam wants the hallway lights at 30 % after 22:00, warm white. No motion trigger.
""",
        updated="2025-08-02",
    ),
    "user/my-prefs.md": topic(
        "My lighting preferences",
        "How I want the hallway lights",
        "user",
        """Me: hallway at full brightness on motion, any time, cool white. (We compromise by
having the bedroom side panel follow Sam's rule.)
""",
        updated="2025-08-02",
    ),
    "backups/backup.md": topic(
        "Backups",
        "How Home Assistant gets backed up",
        "project",
        """Nightly backup at **03:00** via `scripts/backup.sh`, to the NAS share. Local copies
end up in `backups/`, which git ignores. Compose file: `docker-compose.yml`.
""",
        updated="2025-06-11",
    ),
    "backups/backup-weekly.md": topic(
        "Backup schedule",
        "When backups run now and why",
        "project",
        """Backups run **Sunday 02:00** only — nightly was wearing out the SD card.
See [nightly notes](backup.md) for the script itself.
""",
        updated="2025-11-30",
    ),
    "zigbee/zha.md": topic(
        "Zigbee pairing",
        "How Zigbee devices are paired",
        "project",
        """All Zigbee devices are paired through **ZHA** with the Sonoff dongle on USB 2.
Docs: https://www.home-assistant.io/integrations/zha/
ESPHome boards get OTA builds from the `ota-updates` branch.
""",
        updated="2025-03-08",
    ),
    "zigbee/z2m.md": topic(
        "Zigbee2MQTT",
        "The Zigbee stack after the migration",
        "project",
        """Everything Zigbee runs on Zigbee2MQTT + Mosquitto now; it landed via PR 15.
The ZHA config was deleted, and the bridge tweaks are on branch `mqtt-bridge`.
Needed the upstream fix home-assistant/core#104512, merged in 2024.2.
Old notes: [ZHA pairing](../zigbee-legacy/zha-pairing.md).
""",
        updated="2025-10-18",
    ),
    "network/iot-vlan.md": topic(
        "IoT VLAN",
        "Which network the IoT devices are on",
        "reference",
        """IoT devices live on **VLAN 30** (192.168.30.0/24), no internet except NTP.
""",
        updated="2025-04-14",
    ),
    "network/things-network.md": topic(
        "The 'things' network",
        "Where the smart plugs and sensors are now",
        "reference",
        """Moved every plug, sensor and the Zigbee coordinator to **VLAN 40** ("things",
192.168.40.0/24); firewall rules copied across.
""",
        updated="2026-01-03",
    ),
    "feedback/reload-automations.md": topic(
        "Reload, don't restart",
        "After editing automations, reload them",
        "feedback",
        """Always reload automations after editing `automations.yaml`; don't restart HA for that.
""",
        updated="2025-05-05",
    ),
    "feedback/restart-after-yaml.md": topic(
        "Restart after YAML edits",
        "Full restart after any YAML change",
        "feedback",
        """After any YAML change do a full restart — reloading missed the template sensors twice.
""",
        updated="2025-12-20",
    ),
    "open-questions.md": topic(
        "Open questions",
        "Things I haven't decided about the setup",
        "project",
        """- move HA from the Pi to a mini PC?
- Matter, or stay on Zigbee?
- do I need a UPS for the NAS?
""",
        updated="2025-09-01",
    ),
    "network/ups.md": topic(
        "UPS",
        "The UPS for the NAS and switch",
        "project",
        """Bought an APC Back-UPS 700 for the NAS and the switch in December. NUT addon shuts the
NAS down at 20 % battery.
""",
        updated="2025-12-12",
    ),
    "feedback/no-cloud.md": topic(
        "No cloud integrations",
        "Never add cloud-polling integrations",
        "feedback",
        """Never add cloud-polling integrations. Local push or nothing.
""",
        updated="2025-01-10",
    ),
    "feedback/no-auto-updates.md": topic(
        "No auto-updates",
        "Don't let Home Assistant update itself",
        "feedback",
        """Don't let HA auto-update; I update by hand on Sunday mornings after reading the notes.
""",
        updated="2025-01-10",
    ),
    "feedback/secrets.md": topic(
        "Secrets",
        "Where API tokens go",
        "feedback",
        """Tokens and passwords go in `secrets.yaml`, never inline in `configuration.yaml`.
""",
        nested=True,
        session="a1b2c3d4-0000-4000-8000-00000000beef",
        modified="2025-07-19T21:05:00Z",
    ),
    "feedback/tokens-in-secrets.md": topic(
        "API keys",
        "Keep API keys out of the main config",
        "feedback",
        """Said it again tonight: API keys belong in the secrets file and get referenced with
`!secret`; the main config must never contain a key itself.
""",
        nested=True,
        session="a1b2c3d4-0000-4000-8000-00000000beef",
        modified="2025-07-19T21:40:00Z",
    ),
    "reference/device-list.md": topic(
        "Devices",
        "Every device, its room and protocol",
        "reference",
        """| device | room | protocol |
|---|---|---|
| Aqara door sensor | front door | Zigbee |
| Shelly 1PM | kitchen | Wi-Fi |
| boiler relay | utility | ESPHome |
| IKEA Tradfri bulb | hallway | Zigbee |
""",
        updated="2025-10-20",
    ),
    "reference/devices.md": topic(
        "Device list",
        "Devices by room and protocol",
        "reference",
        """| device | room | protocol |
|---|---|---|
| IKEA Tradfri bulb | hallway | Zigbee |
| boiler relay | utility | ESPHome |
| Shelly 1PM | kitchen | Wi-Fi |
| Aqara door sensor | front door | Zigbee |
""",
        updated="2025-10-21",
    ),
    "projects/dashboard.md": topic(
        "Dashboard redesign",
        "Lovelace dashboard rework status",
        "project",
        """Redesign is on the `lovelace-redesign` branch. PR #11 (dashboard cards) was merged.
The tablet layout is on the `lovelace-v2` branch. Once #16 is merged the wall tablet switches.
""",
        updated="2026-01-10",
    ),
}

FILES = with_index(N, title="Home Assistant memory")

HOMELAB = ProjectSpec(
    name="homelab-config",
    owner="me",
    files={
        "configuration.yaml": "homeassistant:\n  name: Home\n",
        "automations.yaml": "[]\n",
        "docker-compose.yml": "services: {}\n",
        "packages/heating.yaml": "climate: []\n",
        "scripts/backup.sh": "#!/bin/sh\n",
        "README.md": "# homelab\n",
    },
    gitignore=".storage/\nsecrets.yaml\nbackups/\n*.db\n",
    pulls=(
        PullRequest(8, "heating", "Heating schedule package", {"packages/heating.yaml": "c\n"}),
        PullRequest(
            15, "z2m", "Zigbee2MQTT migration", {"zigbee2mqtt.yaml": "mqtt: {}\n"}, "squash"
        ),
    ),
    branches=("lovelace-redesign",),
    remote_branches=("mqtt-bridge",),
)
ESPHOME = ProjectSpec(
    name="esphome-devices",
    owner="me",
    files={
        "devices/hallway-sensor.yaml": "esphome: {}\n",
        "devices/boiler-relay.yaml": "esphome: {}\n",
        "common/wifi.yaml": "wifi: {}\n",
    },
    gitignore=".esphome/\n",
    branches=("ota-updates",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


MEMDIR = LabelledMemdir(
    name="smart_home",
    half="tuning",
    language="en",
    domain="home-automation hobbyist",
    style="chatty, tables, two project roots (HA config and ESPHome)",
    files=FILES,
    projects=(HOMELAB, ESPHOME),
    pairs=[
        P(
            "contradiction",
            "heating/setpoints.md",
            "heating/winter-savings.md",
            "threshold-changed",
            "Living room 21/17 °C vs 20/16 °C.",
        ),
        P(
            "contradiction",
            "backups/backup.md",
            "backups/backup-weekly.md",
            "time-moved",
            "Nightly at 03:00 vs Sunday 02:00 only.",
        ),
        P(
            "contradiction",
            "zigbee/zha.md",
            "zigbee/z2m.md",
            "tool-switched",
            "Zigbee through ZHA vs everything on Zigbee2MQTT.",
        ),
        P(
            "contradiction",
            "network/iot-vlan.md",
            "network/things-network.md",
            "location-changed",
            "IoT devices on VLAN 30 vs VLAN 40.",
        ),
        P(
            "contradiction",
            "feedback/reload-automations.md",
            "feedback/restart-after-yaml.md",
            "policy-reversed",
            "Reload, don't restart vs always restart after YAML edits.",
        ),
        P(
            "near-duplicate",
            "feedback/secrets.md",
            "feedback/tokens-in-secrets.md",
            "same-rule-restated",
            "Same session, same rule: keys in secrets.yaml only.",
        ),
        P(
            "near-duplicate",
            "reference/device-list.md",
            "reference/devices.md",
            "reordered",
            "The same device table with rows in reverse order.",
        ),
        P(
            "decoy",
            "user/sam-prefs.md",
            "user/my-prefs.md",
            "two-peoples-preferences",
            "Two people's hallway preferences; both true.",
        ),
        P(
            "decoy",
            "open-questions.md",
            "network/ups.md",
            "open-questions-vs-settled",
            "The UPS question and the note saying one was bought.",
        ),
        P(
            "decoy",
            "heating/boiler-old.md",
            "heating/boiler-relay.md",
            "superseded-and-successor",
            "Tado note is marked superseded by the relay note.",
        ),
        P(
            "decoy",
            "feedback/no-cloud.md",
            "feedback/no-auto-updates.md",
            "two-donts-different-things",
            "Two don'ts about different things.",
        ),
        P(
            "decoy",
            "heating/setpoints.md",
            "heating/boiler-relay.md",
            "related-consistent",
            "Both describe the ESPHome boiler relay; they agree.",
        ),
        P(
            "decoy",
            "zigbee/z2m.md",
            "network/things-network.md",
            "shared-technology",
            "Both mention the Zigbee coordinator; stack vs network.",
        ),
        P(
            "decoy",
            "projects/dashboard.md",
            "zigbee/z2m.md",
            "same-ticket-ids",
            "Both cite PR numbers and branches; different work.",
        ),
    ],
    claims=[
        C(
            "heating/setpoints.md",
            "path",
            "packages/heating.yaml",
            "verified",
            "plain-path",
            "In homelab-config.",
        ),
        C(
            "heating/setpoints.md",
            "pr-merged",
            "8",
            "verified",
            "merge-commit",
            "'Merge pull request #8 from me/heating'.",
        ),
        C(
            "heating/setpoints.md",
            "path",
            "devices/boiler-relay.yaml",
            "verified",
            "several-roots",
            "Only in the second root, esphome-devices.",
        ),
        C(
            "heating/boiler-relay.md",
            "path",
            "devices/kitchen-display.yaml",
            "failed",
            "several-roots",
            "In neither root: the note itself says it was never finished.",
        ),
        C("backups/backup.md", "path", "scripts/backup.sh", "verified", "plain-path", "Exists."),
        C(
            "backups/backup.md",
            "path",
            "backups/",
            "unknown",
            "gitignored-path",
            "Ignored by .gitignore.",
        ),
        C(
            "backups/backup.md",
            "path",
            "docker-compose.yml",
            "verified",
            "bare-root-file",
            "A root file in a code span.",
        ),
        C(
            "backups/backup-weekly.md",
            "memdir-link",
            "backup.md",
            "verified",
            "memdir-link-ok",
            "Sibling memory.",
        ),
        C(
            "zigbee/zha.md",
            "url",
            "https://www.home-assistant.io/integrations/zha/",
            "unknown",
            "url",
            "Never fetched by the evaluation.",
        ),
        C(
            "zigbee/zha.md",
            "branch",
            "ota-updates",
            "verified",
            "several-roots",
            "A branch of the second root only.",
        ),
        C(
            "zigbee/z2m.md",
            "pr-merged",
            "15",
            "verified",
            "merge-other-verb",
            "'landed via PR 15'; squash commit (#15).",
        ),
        C(
            "zigbee/z2m.md",
            "branch",
            "mqtt-bridge",
            "verified",
            "branch-beside-deleted",
            "Remote-tracking branch; 'deleted' is said of the ZHA config.",
        ),
        C(
            "zigbee/z2m.md",
            "pr-merged",
            "104512",
            "not-a-claim",
            "other-repo-pr",
            "home-assistant/core#104512 is upstream's PR.",
        ),
        C(
            "zigbee/z2m.md",
            "memdir-link",
            "../zigbee-legacy/zha-pairing.md",
            "failed",
            "memdir-link-dead",
            "zigbee-legacy/zha-pairing.md does not exist in the memdir.",
        ),
        C(
            "feedback/reload-automations.md",
            "path",
            "automations.yaml",
            "verified",
            "bare-root-file",
            "Root file of homelab-config.",
        ),
        C(
            "feedback/secrets.md",
            "path",
            "secrets.yaml",
            "unknown",
            "gitignored-path",
            "Ignored by .gitignore, so absent in the checkout proves nothing.",
        ),
        C(
            "feedback/secrets.md",
            "path",
            "configuration.yaml",
            "verified",
            "bare-root-file",
            "Root file.",
        ),
        C(
            "projects/dashboard.md",
            "branch",
            "lovelace-redesign",
            "verified",
            "plain-branch",
            "Local branch.",
        ),
        C(
            "projects/dashboard.md",
            "pr-merged",
            "11",
            "failed",
            "claimed-merged-not",
            "Said merged; no commit names #11.",
        ),
        C(
            "projects/dashboard.md",
            "branch",
            "lovelace-v2",
            "failed",
            "missing-branch",
            "No such branch in either root.",
        ),
        C(
            "projects/dashboard.md",
            "pr-merged",
            "16",
            "not-a-claim",
            "pr-once-merged",
            "'Once #16 is merged'.",
        ),
    ],
    questions=[
        Question(
            "what temperature is the living room set to at night?",
            "en",
            ("heating/setpoints.md", "heating/winter-savings.md"),
        ),
        Question(
            "when do the backups run", "en", ("backups/backup.md", "backups/backup-weekly.md")
        ),
        Question("zigbee2mqtt or zha?", "en", ("zigbee/zha.md", "zigbee/z2m.md")),
        Question(
            "which vlan are the iot devices on",
            "en",
            ("network/iot-vlan.md", "network/things-network.md"),
        ),
        Question(
            "shoud I reload or restart after editting automations",
            "en",
            ("feedback/reload-automations.md", "feedback/restart-after-yaml.md"),
            why="typos",
        ),
        Question(
            "where do API tokens go?",
            "en",
            ("feedback/secrets.md", "feedback/tokens-in-secrets.md"),
        ),
        Question(
            "thanks mate! quick one: did I ever get a UPS for the NAS?",
            "en",
            ("network/ups.md", "open-questions.md"),
            conversational=True,
        ),
        Question("hey!", "en", silent=True),
        Question("awesome, that worked perfectly", "en", silent=True),
        Question("thanks, that's it for tonight", "en", silent=True),
        Question("next", "en", silent=True),
        Question("good morning! Sunday coffee in hand", "en", silent=True, why="small talk"),
        Question("thanks, that saved my evening", "en", silent=True, why="small talk"),
        Question("brb, kids are yelling in the kitchen", "en", silent=True, why="small talk"),
        Question("it's freezing out there today", "en", silent=True, why="small talk"),
        Question("ugh, long day at work", "en", silent=True, why="small talk"),
        Question("haha nice one", "en", silent=True, why="small talk"),
        Question("got it, cheers", "en", silent=True, why="small talk"),
        Question("are you still there?", "en", silent=True, why="small talk"),
        Question("see you after the holidays!", "en", silent=True, why="small talk"),
        Question("how are you doing tonight?", "en", silent=True, why="small talk"),
        Question(
            "what's the bedroom temp at night",
            "en",
            expect=("heating/setpoints.md", "heating/winter-savings.md"),
        ),
        Question(
            "how does the boiler get swiched on?",
            "en",
            expect=("heating/boiler-old.md", "heating/boiler-relay.md", "heating/setpoints.md"),
        ),
        Question(
            "is it ok to let Home Assistant update itself automatically?",
            "en",
            expect=("feedback/no-auto-updates.md",),
        ),
        Question(
            "tell me how bright the hallway lights should be after 10pm",
            "en",
            expect=("user/sam-prefs.md", "user/my-prefs.md"),
        ),
        Question(
            "which room is the door contact sensor in?",
            "en",
            expect=("reference/device-list.md", "reference/devices.md"),
        ),
        Question(
            "can I add an integration that talks to the cloud?",
            "en",
            expect=("feedback/no-cloud.md",),
        ),
        Question(
            "nice. and which branch is the tablet layout on?",
            "en",
            expect=("projects/dashboard.md",),
            conversational=True,
        ),
        Question(
            "cool cool, and at what battery level does the NAS shut itself down?",
            "en",
            expect=("network/ups.md",),
            conversational=True,
        ),
    ],
)
