/// The biconnected blocks of an undirected multigraph with a weight (at least 1) on each edge,
/// and, for each vertex, the largest product of block weights along a path of its component's
/// block tree. A simple path leaves a block at most once and takes only edges of the blocks it
/// passes through, so the product bounds what the edges it can cross multiply to.
///
/// ``MultiplierChains`` weighs an edge by how far its constraint's gain is from the scales of
/// its items (1 for the edges of the spanning forest), so that proportions closing cycles in
/// separate rows of a form (`field.width == label.width * 2` beside `[label]-[field]`, row
/// after row) count once per path, not once for every row.
enum CycleBlocks {
    /// For every vertex in `0..<vertexCount`, the largest product of block weights along a path
    /// of the block tree of its component (1 for a vertex without edges).
    static func largestPathProducts(vertexCount: Int, edges: [(u: Int, v: Int, weight: Double)]) -> [Double] {
        let blockOfEdge = blocks(vertexCount: vertexCount, edges: edges)
        let blockCount = (blockOfEdge.max() ?? -1) + 1
        var blockWeight = [Double](repeating: 1, count: blockCount)
        var memberships: [(block: Int, vertex: Int)] = []
        for (index, edge) in edges.enumerated() {
            let block = blockOfEdge[index]
            blockWeight[block] *= edge.weight
            memberships.append((block, edge.u))
            memberships.append((block, edge.v))
        }
        memberships.sort { ($0.block, $0.vertex) < ($1.block, $1.vertex) }
        var blockVertices = [[Int]](repeating: [], count: blockCount)
        for membership in memberships where blockVertices[membership.block].last != membership.vertex {
            blockVertices[membership.block].append(membership.vertex)
        }
        // The block tree: blocks are nodes 0..<blockCount, vertices blockCount + v; every vertex
        // of a block is joined to it (vertices in one block only are leaves).
        let nodeCount = blockCount + vertexCount
        var neighbours = [[Int]](repeating: [], count: nodeCount)
        for block in 0..<blockCount {
            for vertex in blockVertices[block] {
                neighbours[block].append(blockCount + vertex)
                neighbours[blockCount + vertex].append(block)
            }
        }
        var result = [Double](repeating: 1, count: vertexCount)
        var seen = [Bool](repeating: false, count: nodeCount)
        var parent = [Int](repeating: -1, count: nodeCount)
        var down = [Double](repeating: 1, count: nodeCount)
        // Each node's place in its component's breadth-first order (read for that component only).
        var position = [Int](repeating: 0, count: nodeCount)
        // (A vertex without edges keeps 1: most of them are the container's leaves, one per
        // constraint on it, and a component each would cost its arrays for nothing.)
        for start in 0..<nodeCount where !seen[start] && !neighbours[start].isEmpty {
            // Breadth first, then children before parents: the best path down from each node,
            // and the best through it (its weight times its two best children).
            var order = [start]
            seen[start] = true
            var next = 0
            while next < order.count {
                let node = order[next]
                next += 1
                for neighbour in neighbours[node] where !seen[neighbour] {
                    seen[neighbour] = true
                    parent[neighbour] = node
                    order.append(neighbour)
                }
            }
            var best = 1.0
            var first = [Double](repeating: 1, count: order.count)
            var second = [Double](repeating: 1, count: order.count)
            for (index, node) in order.enumerated() { position[node] = index }
            for index in order.indices.reversed() {
                let node = order[index]
                let weight = node < blockCount ? blockWeight[node] : 1
                down[node] = weight * first[index]
                best = max(best, weight * first[index] * second[index])
                if parent[node] >= 0 {
                    let up = position[parent[node]]
                    if down[node] > first[up] {
                        second[up] = first[up]
                        first[up] = down[node]
                    } else if down[node] > second[up] {
                        second[up] = down[node]
                    }
                }
            }
            for node in order where node >= blockCount { result[node - blockCount] = best }
        }
        return result
    }

    /// Each edge's block number (Tarjan's biconnected components, without recursion). A
    /// self-loop is a block of its own.
    static func blocks(vertexCount: Int, edges: [(u: Int, v: Int, weight: Double)]) -> [Int] {
        var adjacency = [[(to: Int, edge: Int)]](repeating: [], count: vertexCount)
        for (index, edge) in edges.enumerated() where edge.u != edge.v {
            adjacency[edge.u].append((edge.v, index))
            adjacency[edge.v].append((edge.u, index))
        }
        var blockOfEdge = [Int](repeating: -1, count: edges.count)
        var blockCount = 0
        var discovered = [Int](repeating: -1, count: vertexCount)
        var low = [Int](repeating: 0, count: vertexCount)
        var time = 0
        var edgeStack: [Int] = []
        var frames: [(vertex: Int, parentEdge: Int, next: Int)] = []
        for start in 0..<vertexCount where discovered[start] < 0 {
            discovered[start] = time
            low[start] = time
            time += 1
            frames.append((start, -1, 0))
            while let top = frames.last {
                let vertex = top.vertex
                if top.next < adjacency[vertex].count {
                    let (neighbour, edge) = adjacency[vertex][top.next]
                    frames[frames.count - 1].next += 1
                    if edge == top.parentEdge { continue }
                    if discovered[neighbour] < 0 {
                        edgeStack.append(edge)
                        discovered[neighbour] = time
                        low[neighbour] = time
                        time += 1
                        frames.append((neighbour, edge, 0))
                    } else if discovered[neighbour] < discovered[vertex] {
                        // A back edge (seen once, from its lower end).
                        low[vertex] = min(low[vertex], discovered[neighbour])
                        edgeStack.append(edge)
                    }
                    continue
                }
                frames.removeLast()
                guard let parentFrame = frames.last else { continue }
                let parentVertex = parentFrame.vertex
                low[parentVertex] = min(low[parentVertex], low[vertex])
                if low[vertex] >= discovered[parentVertex] {
                    // `parentVertex` separates the edges above `vertex`: one block.
                    while let edge = edgeStack.popLast() {
                        blockOfEdge[edge] = blockCount
                        if edge == top.parentEdge { break }
                    }
                    blockCount += 1
                }
            }
        }
        for (index, edge) in edges.enumerated() where edge.u == edge.v {
            blockOfEdge[index] = blockCount
            blockCount += 1
        }
        return blockOfEdge
    }
}
