"""Failed logins are throttled per account and, separately, per address (django-axes).

Addresses are documentation ones (192.0.2.0/24), set as the request's REMOTE_ADDR: no traffic.
"""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from memoryui.models import ApiToken

LIMIT = 5
RIGHT = "the right password, long"


@pytest.fixture
def accounts(db) -> list[User]:
    return [User.objects.create_user(name, password=RIGHT) for name in ("ana", "ben", "cat")]


def log_in(name: str, password: str, address: str, **headers: str):
    client = Client(REMOTE_ADDR=address)
    response = client.post("/login/", {"username": name, "password": password}, headers=headers)
    return response, client


def logged_in(response, client) -> bool:
    return response.status_code == 302 and "_auth_user_id" in client.session


def refused_as_locked(response) -> bool:
    return response.status_code == 429 and "Too many failed logins" in response.content.decode()


def fail(name: str, address: str, times: int = 1, **headers: str) -> None:
    for _ in range(times):
        response, _ = log_in(name, "wrong", address, **headers)
        assert response.status_code in (200, 429)


def test_it_refuses_the_sixth_try_at_an_account_even_with_the_right_password(accounts):
    # Each wrong try from a different address: only the account's own count can stop it.
    for n in range(LIMIT):
        fail("ana", f"192.0.2.{10 + n}")

    response, client = log_in("ana", RIGHT, "192.0.2.99")

    assert refused_as_locked(response)
    assert not logged_in(response, client)


def test_another_account_from_another_address_still_logs_in(accounts):
    fail("ana", "192.0.2.10", times=LIMIT)

    assert logged_in(*log_in("ben", RIGHT, "192.0.2.20"))


def test_the_same_address_trying_many_accounts_is_stopped(db):
    names = [f"user{n}" for n in range(LIMIT + 1)]
    for name in names:
        User.objects.create_user(name, password=RIGHT)
    # One wrong try per account: no account reaches its limit, the address does.
    for name in names[:LIMIT]:
        fail(name, "192.0.2.66")

    response, client = log_in(names[LIMIT], RIGHT, "192.0.2.66")

    assert refused_as_locked(response)
    assert not logged_in(response, client)
    # The account itself is fine: from elsewhere it logs in.
    assert logged_in(*log_in(names[LIMIT], RIGHT, "192.0.2.67"))


def test_a_right_password_after_fewer_failures_logs_in(accounts):
    fail("ana", "192.0.2.10", times=LIMIT - 1)

    assert logged_in(*log_in("ana", RIGHT, "192.0.2.10"))


def test_the_lockout_page_says_what_happened_and_when_to_try_again(accounts):
    fail("ana", "192.0.2.10", times=LIMIT)

    response, _ = log_in("ana", RIGHT, "192.0.2.10")

    html = response.content.decode()
    assert response.status_code == 429
    assert 'class="brand"' in html  # our page, extending base.html
    assert "Too many failed logins" in html
    assert "15 minutes" in html
    assert response["Retry-After"] == "900"


def test_the_login_is_allowed_again_after_the_cool_off(accounts):
    from axes.models import AccessAttempt

    fail("ana", "192.0.2.10", times=LIMIT)
    assert refused_as_locked(log_in("ana", RIGHT, "192.0.2.10")[0])

    # The attempts as they will stand in 16 minutes: what the clock would do.
    AccessAttempt.objects.update(attempt_time=timezone.now() - dt.timedelta(minutes=16))

    assert logged_in(*log_in("ana", RIGHT, "192.0.2.10"))


def test_a_locked_out_accounts_token_still_reads_json(accounts, memdir):
    key = ApiToken.issue(accounts[0])
    fail("ana", "192.0.2.10", times=LIMIT)

    client = Client(REMOTE_ADDR="192.0.2.10")
    response = client.get("/memories/?format=json", headers={"Authorization": f"Bearer {key}"})

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")


def test_a_rebuild_of_the_projection_keeps_the_lockout(accounts, memdir):
    from axes.models import AccessAttempt

    memdir.topic("a.md", description="A note")
    memdir.index("- [A](a.md)")
    fail("ana", "192.0.2.10", times=LIMIT)
    attempts = list(AccessAttempt.objects.values_list("username", "failures_since_start"))

    call_command("sync", "--rebuild", stdout=StringIO())

    assert list(AccessAttempt.objects.values_list("username", "failures_since_start")) == attempts
    assert refused_as_locked(log_in("ana", RIGHT, "192.0.2.99")[0])


def test_behind_the_https_proxy_each_forwarded_address_is_counted(db, settings):
    # Every request then comes from the proxy's own address: counting that one would let
    # five typos by anybody lock everybody out.
    settings.MEMORYUI_HTTPS = True
    names = [f"user{n}" for n in range(LIMIT + 1)]
    for name in names:
        User.objects.create_user(name, password=RIGHT)
    for name in names[:LIMIT]:
        fail(name, "127.0.0.1", **{"X-Forwarded-For": "192.0.2.40"})

    neighbour = {"X-Forwarded-For": "192.0.2.41"}
    assert logged_in(*log_in(names[LIMIT], RIGHT, "127.0.0.1", **neighbour))
    # The proxy appends the address it saw; whatever the client wrote before it is not trusted.
    forged = {"X-Forwarded-For": "192.0.2.77, 192.0.2.40"}
    assert refused_as_locked(log_in(names[LIMIT], RIGHT, "127.0.0.1", **forged)[0])
