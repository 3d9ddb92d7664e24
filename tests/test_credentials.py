"""Secrets found by provider format and by keyword, with the allowlist, and redacted.

Tokens are made in the test from a seeded generator, in each provider's own shape, so this
file holds no string a secret scanner would stop a push for.
"""

from __future__ import annotations

import base64
import os
import random
import string
import time

import pytest

from memoryui.memdir import credentials

RNG = random.Random(14)
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "_-"


def rand(n: int, alphabet: str = ALNUM) -> str:
    return "".join(RNG.choice(alphabet) for _ in range(n))


def hexs(n: int) -> str:
    return rand(n, "0123456789abcdef")


# One value of each provider format, as it is pasted into a note.
PROVIDERS = {
    "aws-access-key": "AKIA" + rand(16, string.ascii_uppercase + string.digits),
    "github-token": "ghp_" + rand(36),
    "gitlab-token": "glpat-" + rand(20, URLSAFE),
    "slack-token": "xoxb-" + rand(11, string.digits) + "-" + rand(24),
    "slack-webhook": "https://hooks.slack.com/services/T"
    + rand(8, string.ascii_uppercase + string.digits)
    + "/B"
    + rand(8, string.ascii_uppercase + string.digits)
    + "/"
    + rand(24),
    "stripe-key": "sk_live_" + rand(24),
    "anthropic-key": "sk-ant-api03-" + rand(93, URLSAFE),
    "openai-key": "sk-proj-" + rand(48, URLSAFE),
    "google-api-key": "AIza" + rand(35, URLSAFE),
    "jwt": "eyJ" + rand(30, URLSAFE) + ".eyJ" + rand(40, URLSAFE) + "." + rand(43, URLSAFE),
    "twilio-key": "SK" + hexs(32),
    "sendgrid-key": "SG." + rand(22, URLSAFE) + "." + rand(43, URLSAFE),
    "npm-token": "npm_" + rand(36),
    "pypi-token": "pypi-AgEIcHlwaS5vcmc" + rand(60, URLSAFE),
    "mailgun-key": "key-" + rand(32),
    "huggingface-token": "hf_" + rand(34),
    "telegram-token": rand(9, string.digits) + ":AA" + rand(33, URLSAFE),
    "shopify-token": "shpat_" + hexs(32),
    "digitalocean-token": "dop_v1_" + hexs(64),
    "square-token": "sq0atp-" + rand(22, URLSAFE),
}


@pytest.mark.parametrize("kind", sorted(PROVIDERS))
def test_each_provider_format_is_found_with_its_kind_and_line(kind):
    value = PROVIDERS[kind]
    text = f"# Deploy\n\nThe CI uses {value} for now.\n"

    (found,) = credentials.find(text)

    assert found.kind == kind
    assert found.line == 3
    assert text[found.start : found.end] == value


@pytest.mark.parametrize("kind", sorted(PROVIDERS))
def test_redact_leaves_only_the_kind_in_its_place(kind):
    text = f"The CI uses {PROVIDERS[kind]} for now."

    assert credentials.redact(text) == f"The CI uses [redacted: {kind}] for now."


def test_a_private_key_block_is_redacted_whole():
    body = "\n".join(rand(64, ALNUM + "+/") for _ in range(5))
    block = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
    text = f"Key:\n{block}\nDone."

    redacted = credentials.redact(text)

    assert redacted == "Key:\n[redacted: private-key]\nDone."


def test_a_private_key_pasted_without_its_footer_is_still_hidden_to_the_blank_line():
    body = "\n".join(rand(64, ALNUM + "+/") for _ in range(3))
    text = f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n\nAfter it."

    assert credentials.redact(text) == "[redacted: private-key]\n\nAfter it."


@pytest.mark.parametrize(
    "line",
    [
        "password = {v}",
        'api_key: "{v}"',
        "DB_PASSWORD={v}",
        "client_secret => {v}",
        "postgres://app:{v}@db.internal:5432/app",
    ],
)
def test_keyword_assignments_and_url_passwords_are_found(line):
    value = rand(12, ALNUM + "#$!@%") + "9aZ"
    value = value.replace("@", "#")
    text = line.format(v=value)

    (found,) = credentials.find(text)

    assert text[found.start : found.end] == value


def test_an_aws_secret_key_assignment_is_named_as_such():
    value = rand(40, ALNUM + "/+")

    (found,) = credentials.find(f"aws_secret_access_key = {value}")

    assert found.kind == "aws-secret-key"


@pytest.mark.parametrize(
    "text",
    [
        "password: see 1Password, the Engineering vault",
        "token = settings.API_TOKEN",
        "secret_key = os.environ['SECRET_KEY']",
        "pwd: /srv/app/releases/current",
        "api_key: <your-api-key>",
        "export STRIPE_KEY=${STRIPE_KEY}",
        "password = changeme-before-launch",
        "AKIAIOSFODNN7EXAMPLE is the documentation's example key",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "The key: rotate it every ninety days.",
        "postgres://app:${DB_PASSWORD}@db:5432/app",
        "token: [redacted: github-token]",
        "a UUID 3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b",
        "a commit 9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
    ],
)
def test_what_only_looks_like_a_secret_is_not_one(text):
    assert credentials.find(text) == []


def test_the_allowlist_pragma_on_the_line_or_the_line_before_keeps_a_value():
    value = PROVIDERS["github-token"]
    same_line = f"fixture {value}  # pragma: allowlist secret"
    next_line = f"<!-- pragma: allowlist nextline secret -->\nfixture {value}"

    assert credentials.find(same_line) == []
    assert credentials.find(next_line) == []
    assert credentials.find(f"fixture {value}") != []


def test_a_token_inside_a_longer_run_is_not_cut_out_of_it():
    text = "x" + PROVIDERS["npm-token"] + "yz"

    assert credentials.find(text) == []


def test_a_secret_never_appears_in_what_find_returns():
    text = f"token {PROVIDERS['github-token']}"

    found = credentials.find(text)

    assert PROVIDERS["github-token"] not in repr(found)


def test_scrub_redacts_every_string_of_a_frontmatter():
    meta = {"name": "ci", "env": {"TOKEN": PROVIDERS["npm-token"]}, "list": [PROVIDERS["jwt"]]}

    scrubbed = credentials.scrub(meta)

    assert scrubbed == {
        "name": "ci",
        "env": {"TOKEN": "[redacted: npm-token]"},
        "list": ["[redacted: jwt]"],
    }


def test_a_megabyte_of_random_base64_is_scanned_within_a_second():
    blob = base64.b64encode(os.urandom(750_000)).decode()
    wrapped = "\n".join(blob[i : i + 76] for i in range(0, len(blob), 76))
    for text in (blob, wrapped):
        started = time.process_time()
        credentials.find(text)
        # CPU time of this process: other work on the machine does not count.
        assert time.process_time() - started < 1.0


@pytest.mark.parametrize("pattern", credentials.PATTERNS, ids=lambda p: p.kind)
def test_no_pattern_backtracks_on_adversarial_text(pattern):
    probes = [
        (needle * (100_000 // max(1, len(needle))))
        for needle in (*pattern.needles, "a", "-", "_", ":", "@", "=", " ")
    ]
    for text in probes:
        started = time.process_time()
        list(pattern.regex.finditer(text))
        assert time.process_time() - started < 0.5, text[:20]


def test_the_assignment_scan_stays_linear_on_keywords_and_colons():
    for text in ("key" * 50_000, "key:" * 40_000, "password= " * 20_000, "tokenx" * 30_000):
        started = time.process_time()
        credentials.find(text)
        assert time.process_time() - started < 0.5, text[:20]
