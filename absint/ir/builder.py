"""Building a CFG statement by statement (used by the front end; usable by tests and tools).

A CFGBuilder has a current node that statements are appended to. When control cannot reach the
current point (after a return, break, goto), `current` is None and appended statements go to a fresh
node without predecessors, which `finish` prunes with everything else unreachable from the entry.
"""
from __future__ import annotations

from absint.ir.nodes import CFG, Assume, Edge, Node


class CFGBuilder:
    def __init__(self, before_leaving=None) -> None:
        # called before control leaves the current node (jump, start, branch, guarded, cut): the
        # front end emits there the effects it deferred (a post-increment after its access)
        self.before_leaving = before_leaving
        self._stmts: dict = {}      # node id -> list of statements
        self._edges: list = []      # (src, dst), in insertion order
        self._cut: dict = {}        # node -> number of edges when cut(): its earlier out-edges go
        self.entry = self.new_node()
        self.exit = self.new_node()
        self.current = self.entry

    def _leaving(self) -> None:
        if self.before_leaving is not None:
            self.before_leaving()

    def new_node(self) -> int:
        nid = len(self._stmts)
        self._stmts[nid] = []
        return nid

    def emit(self, stmt) -> None:
        if self.current is None:
            self.current = self.new_node()   # dead code; pruned by finish()
        self._stmts[self.current].append(stmt)

    def edge(self, src: int, dst: int) -> None:
        self._edges.append((src, dst))

    def jump(self, target: int) -> None:
        """End the current node with an edge to target; control is then unreachable."""
        self._leaving()
        if self.current is not None:
            self.edge(self.current, target)
        self.current = None

    def start(self, nid: int) -> None:
        """Continue emitting in node nid (falling through into it from the current node, if any)."""
        self._leaving()
        if self.current is not None and self.current != nid:
            self.edge(self.current, nid)
        self.current = nid

    def branch(self, cond, then_target: int, else_target: int, coord=None):
        """Two successors guarded by Assume(cond, True) and Assume(cond, False); returns the two
        guard nodes (None when control cannot reach the branch)."""
        self._leaving()
        if self.current is None:
            return None
        src = self.current
        guards = []
        for positive, target in ((True, then_target), (False, else_target)):
            guard = self.new_node()
            self._stmts[guard].append(Assume(cond, positive, coord))
            self.edge(src, guard)
            self.edge(guard, target)
            guards.append(guard)
        self.current = None
        return tuple(guards)

    def cut(self, nid: int) -> None:
        """Drop the out-edges nid has so far (edges added later stay): to continue a finished
        node with more statements and other successors."""
        self._leaving()
        self._cut[nid] = len(self._edges)

    def statements(self) -> dict:
        """node -> its statements so far (read only)."""
        return self._stmts

    def edges(self) -> list:
        """(src, dst) pairs so far, cut ones included (read only)."""
        return self._edges

    def guarded(self, conds, target: int, coord=None) -> None:
        """An edge to target through a node assuming every (cond, positive) in conds."""
        self._leaving()
        if self.current is None:
            return
        guard = self.new_node()
        self._stmts[guard].extend(Assume(c, p, coord) for c, p in conds)
        self.edge(self.current, guard)
        self.edge(guard, target)

    def finish(self) -> CFG:
        """The CFG of the nodes reachable from the entry, renumbered in creation order, with empty
        pass-through nodes kept (they are harmless and keep edge structure simple)."""
        if self._cut:
            self._edges = [(s, d) for i, (s, d) in enumerate(self._edges)
                           if i >= self._cut.get(s, -1)]
            self._cut = {}
        succ: dict = {}
        for s, d in self._edges:
            succ.setdefault(s, []).append(d)
        seen = {self.entry}
        work = [self.entry]
        while work:
            n = work.pop()
            for d in succ.get(n, ()):
                if d not in seen:
                    seen.add(d)
                    work.append(d)
        seen.add(self.exit)
        order = sorted(seen)
        renum = {old: new for new, old in enumerate(order)}
        nodes = {renum[n]: Node(renum[n], tuple(self._stmts[n])) for n in order}
        edges, dup = [], set()
        for s, d in self._edges:
            if s in seen and d in seen and (s, d) not in dup:
                dup.add((s, d))
                edges.append(Edge(renum[s], renum[d]))
        return CFG(entry=renum[self.entry], exit=renum[self.exit], nodes=nodes, edges=tuple(edges))
