package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Members split into groups that share no vocabulary with each other (connected through the predicates,
 * functions and policy variables they mention). Nothing in one group constrains another, so each group
 * is decided on its own, and an edit re-decides only its group.
 */
final class Groups {

    private Groups() {
    }

    /** The groups as member positions, each in source order, the groups ordered by their first member. */
    static List<List<Integer>> of(List<Member> members) {
        int[] parent = new int[members.size()];
        Map<String, Integer> firstUser = new HashMap<>();
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            for (String name : members.get(i).vocabulary()) {
                Integer other = firstUser.putIfAbsent(name, i);
                if (other != null) {
                    union(parent, other, i);
                }
            }
        }
        Map<Integer, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < parent.length; i++) {
            groups.computeIfAbsent(root(parent, i), root -> new ArrayList<>()).add(i);
        }
        return List.copyOf(groups.values());
    }

    private static void union(int[] parent, int a, int b) {
        int rootA = root(parent, a);
        int rootB = root(parent, b);
        // the smaller index stays the root, so a group's root is its first member
        parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
