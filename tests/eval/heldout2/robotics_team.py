# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A high-school robotics team's agent memory: terse English, lists and tables."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "shop/build-nights.md": topic(
        "Build nights",
        "When the team builds",
        "project",
        """- Tue + Thu, 18:00-21:00
- shop B12
- mentors sign in at the door
""",
        updated="2025-09-08",
    ),
    "shop/build-nights-spring.md": topic(
        "Spring build schedule",
        "Build nights after the gym conflict",
        "project",
        """gym has B12's hallway Tue/Thu from Feb -> we build Mon + Wed 17:30-20:30 instead.
""",
        updated="2026-01-28",
    ),
    "electrical/battery-voltage.md": topic(
        "Battery voltage rule",
        "When a battery is too flat for a match",
        "feedback",
        """No match battery below 12.4 V resting. Check with the Battery Beak, log it on the
clipboard.
""",
        updated="2025-10-02",
    ),
    "electrical/brownouts.md": topic(
        "Brownout fix",
        "What we changed after the Week 2 brownouts",
        "feedback",
        """Week 2 brownouts: retire a pack from match use under 12.6 V resting, not 12.4 — the
old cutoff let two tired packs on the field.
""",
        updated="2026-03-09",
    ),
    "electrical/charging.md": topic(
        "Charging",
        "How packs get charged",
        "feedback",
        """Charge on the 6-bay charger, one pack per bay, charger on the metal shelf.
""",
        updated="2025-10-02",
    ),
    "people/leads.md": topic(
        "Subsystem leads",
        "Who leads which subsystem",
        "reference",
        """| subsystem | lead |
|---|---|
| drivetrain | Priya S. |
| intake | Marco D. |
| programming | Dev R. |
| outreach | June O. |
""",
        updated="2025-09-15",
    ),
    "people/code-review.md": topic(
        "Code reviews",
        "Who signs off robot code",
        "reference",
        """Dev moved up to mentor. Hana K. runs programming now — every robot-code PR goes to
Hana for sign-off.
""",
        updated="2026-01-10",
    ),
    "code/repo.md": topic(
        "Robot code repo",
        "Where the robot code lives",
        "reference",
        """GitHub: `frc-2026-robot` (org: team-robotics). Vision code under `vision/`.
""",
        updated="2025-09-20",
    ),
    "code/remotes.md": topic(
        "Git remotes",
        "Update your clone",
        "reference",
        """`frc-2026-robot` is `robot-main` now (renamed Jan 5). GitHub redirects for a while, but
fix your remote: `git remote set-url origin ...robot-main`.
""",
        updated="2026-01-06",
    ),
    "code/vision.md": topic(
        "Vision",
        "How the robot sees AprilTags",
        "project",
        """Limelight 3 on the shooter, AprilTag pipeline 0, 20 ms loop.
""",
        updated="2025-11-02",
    ),
    "mech/limelight-mount.md": topic(
        "Camera mount",
        "The printed bracket for the camera",
        "project",
        """Limelight mount: printed in PETG, 4 x M3 heat-set inserts, 15 deg tilt.
""",
        updated="2025-11-04",
    ),
    "feedback/checklist.md": topic(
        "Pre-match checklist",
        "How the drive team runs the checklist",
        "feedback",
        """Drive coach reads the pre-match checklist out loud, drive team answers each line.
Every match, no skipping.
""",
        updated="2025-10-20",
    ),
    "feedback/checklist-card.md": topic(
        "Checklist card",
        "The quiet way to do pre-match checks",
        "feedback",
        """Drop the call-and-response. Too loud in the queue, people missed lines. Everyone
ticks the laminated card on their own.
""",
        updated="2026-03-16",
    ),
    "mech/cad.md": topic(
        "CAD",
        "Where the robot is designed",
        "reference",
        """CAD: Onshape, team workspace "Robot 2026". Release drawings as PDF.
""",
        updated="2025-09-05",
    ),
    "mech/fusion.md": topic(
        "Design files",
        "After the licence change",
        "reference",
        """Edu licence for Onshape ran out in December; everything is in Fusion 360 now, shared
project "Robot 2026". Still release PDFs.
""",
        updated="2026-01-04",
    ),
    "shop/spares.md": topic(
        "Spare parts",
        "Where spare parts are kept",
        "reference",
        """Spares (bearings, hex shaft, belts) in the wire cage next to the lathe.
""",
        updated="2025-09-08",
    ),
    "shop/room-114.md": topic(
        "Room 114",
        "What is in room 114 now",
        "reference",
        """School gave us 114. Blue cabinet there holds every spare part now — bearings, belts,
shaft. Cage by the lathe is empty.
""",
        updated="2026-02-02",
    ),
    "people/drive-team.md": topic(
        "Drive team",
        "Who is on the drive team",
        "project",
        """Drive team = 3 students (driver, operator, human player) + coach.
""",
        updated="2025-10-01",
    ),
    "people/drive-team-2026.md": topic(
        "Drive team 2026",
        "The drive team for this season",
        "project",
        """2026 game needs a technician on the field too: drive team is 4 students + coach.
""",
        updated="2026-01-12",
    ),
    "feedback/lathe.md": topic(
        "Lathe safety",
        "Rule for the lathe",
        "feedback",
        """Nobody runs the lathe alone. Ever. Two people in the room.
""",
        updated="2025-09-08",
    ),
    "feedback/lathe-checkout.md": topic(
        "Machine checkouts",
        "What a checkout lets you do",
        "feedback",
        """Passed the lathe checkout? Then you can turn parts by yourself after hours.
""",
        updated="2026-02-20",
    ),
    "feedback/glasses.md": topic(
        "Safety glasses",
        "Eye protection in the shop",
        "feedback",
        """Safety glasses on in the shop at all times, visitors too.
""",
        updated="2025-09-08",
    ),
    "log/jan-12.md": topic(
        "Jan 12 incident",
        "A student without glasses",
        "project",
        """Jan 12: freshman at the drill press without glasses. Sent out to get a pair, no harm.
Reminded everyone at the stand-up.
""",
        updated="2026-01-12",
    ),
    "plans/open-questions.md": topic(
        "Open questions",
        "Decisions still open for the 2026 robot",
        "project",
        """- swerve or tank?
- climber: hooks or winch?
- build a second practice bot?
""",
        updated="2025-09-10",
    ),
    "plans/drivetrain-decision.md": topic(
        "Drivetrain",
        "Drivetrain chosen for 2026",
        "project",
        """Decided: swerve, SDS MK4i modules, L2 ratio.
""",
        updated="2025-10-15",
    ),
    "plans/intake-phases.md": topic(
        "Intake plan",
        "Intake prototyping and final build",
        "project",
        """Phase 1 (weeks 1-3): prototype intakes, budget $300, plywood + zip ties.
""",
        updated="2026-01-08",
    ),
    "plans/intake-final.md": topic(
        "Intake final build",
        "Phase 2 of the intake",
        "project",
        """Phase 2 (weeks 4-6): final intake in aluminium, budget $800, CNC'd plates.
""",
        updated="2026-01-08",
    ),
    "feedback/no-drilling-bench.md": topic(
        "Bench tops",
        "Don't drill into the bench",
        "feedback",
        """Don't drill on the bench tops. Use the sacrificial board.
""",
        updated="2025-09-20",
    ),
    "feedback/no-overnight-charging.md": topic(
        "Overnight charging",
        "Don't leave packs charging",
        "feedback",
        """Don't leave batteries charging overnight or when the shop is empty.
""",
        updated="2025-09-20",
    ),
    "log/issue-42-auto.md": topic(
        "Auto drift",
        "Autonomous path drifts left",
        "project",
        """Issue #42: auto path drifts ~10 cm left over 3 m. Suspect odometry wheel scrub.
""",
        updated="2026-02-14",
    ),
    "log/issue-42-parts.md": topic(
        "Bearing order",
        "Parts tracker entry 42",
        "project",
        """Parts tracker #42: order 20 more 1/2" hex bearings before the district event.
""",
        updated="2026-02-14",
    ),
}

FILES = with_index(N, title="Team memory")


MEMDIR = LabelledMemdir(
    name="robotics_team",
    half="heldout2",
    language="en",
    domain="high-school robotics team",
    style="terse, lists and a table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "shop/build-nights.md",
            "shop/build-nights-spring.md",
            "time-moved",
            "Tue/Thu 18:00 vs Mon/Wed 17:30.",
        ),
        P(
            "contradiction",
            "electrical/battery-voltage.md",
            "electrical/brownouts.md",
            "threshold-changed",
            "Match cutoff 12.4 V vs 12.6 V.",
        ),
        P(
            "contradiction",
            "people/leads.md",
            "people/code-review.md",
            "owner-changed",
            "Programming lead Dev vs Hana.",
        ),
        P(
            "contradiction",
            "code/repo.md",
            "code/remotes.md",
            "renamed",
            "Repo frc-2026-robot vs robot-main.",
        ),
        P(
            "contradiction",
            "feedback/checklist.md",
            "feedback/checklist-card.md",
            "policy-reversed",
            "Checklist read out loud vs drop the call-and-response.",
        ),
        P(
            "contradiction",
            "mech/cad.md",
            "mech/fusion.md",
            "tool-switched",
            "CAD in Onshape vs Fusion 360.",
        ),
        P(
            "contradiction",
            "shop/spares.md",
            "shop/room-114.md",
            "location-changed",
            "Spares in the cage by the lathe vs blue cabinet in 114.",
        ),
        P(
            "contradiction",
            "people/drive-team.md",
            "people/drive-team-2026.md",
            "count-changed",
            "3 students vs 4 students on the drive team.",
        ),
        P(
            "contradiction",
            "feedback/lathe.md",
            "feedback/lathe-checkout.md",
            "reworded-conflict",
            "Nobody runs the lathe alone vs after checkout you may turn parts by yourself.",
        ),
        P(
            "decoy",
            "code/vision.md",
            "mech/limelight-mount.md",
            "shared-technology",
            "Both about the Limelight: vision pipeline vs printed bracket.",
        ),
        P(
            "decoy",
            "feedback/glasses.md",
            "log/jan-12.md",
            "rule-vs-incident",
            "The glasses rule and an incident that broke it.",
        ),
        P(
            "decoy",
            "plans/open-questions.md",
            "plans/drivetrain-decision.md",
            "open-questions-vs-settled",
            "Swerve-or-tank question and the decision.",
        ),
        P(
            "decoy",
            "plans/intake-phases.md",
            "plans/intake-final.md",
            "phase1-vs-phase2",
            "Budget $300 in phase 1, $800 in phase 2.",
        ),
        P(
            "decoy",
            "feedback/no-drilling-bench.md",
            "feedback/no-overnight-charging.md",
            "two-donts-different-things",
            "Two don'ts about different things.",
        ),
        P(
            "decoy",
            "log/issue-42-auto.md",
            "log/issue-42-parts.md",
            "same-ticket-ids",
            "#42 in two trackers, unrelated.",
        ),
        P(
            "decoy",
            "electrical/charging.md",
            "feedback/no-overnight-charging.md",
            "related-consistent",
            "Both about charging packs; they agree.",
        ),
        P(
            "decoy",
            "electrical/charging.md",
            "electrical/battery-voltage.md",
            "related-consistent",
            "Charging rig and the voltage rule; no conflict.",
        ),
    ],
)
