"""A process forked after its audit pool ran (a worker forked from a warm parent, as mutmut's
are) still gets its round audits done: it makes its own pool rather than queueing work for a
thread that does not exist in it, which hung the child forever."""

from __future__ import annotations

import os
import sys

import pytest
from mextrain.node.seat import NodeKit


@pytest.mark.skipif(not hasattr(os, "fork") or (os.cpu_count() or 1) < 2,
                    reason="needs fork and two cores (one core: no pool at all)")
def test_a_forked_child_runs_its_audits() -> None:
    kit = NodeKit()
    pool = kit.audit_executor()
    assert pool is not None and pool.submit(lambda: 1).result(timeout=30) == 1
    assert kit.audit_executor() is pool  # one pool per node, shared by its tables
    pid = os.fork()
    if pid == 0:  # the child: exit 0 only if its audit ran
        code = 1
        try:
            child_pool = kit.audit_executor()
            if child_pool is not None and child_pool.submit(lambda: 2).result(timeout=30) == 2:
                code = 0
        finally:
            sys.stdout.flush()
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
