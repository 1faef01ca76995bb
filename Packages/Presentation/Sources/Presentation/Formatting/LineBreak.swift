/// Where a Japanese or Chinese line may break inside a run of text without spaces, as their typography
/// has it (kinsoku): never before a closing bracket or a mark that ends a phrase ("）", "、", "。"), never
/// after an opening bracket.
enum LineBreak {
    static let noLineStart: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》", "・", "ー", "々",
    ]
    static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《"]

    /// A word broken at a line's end, `head` on the line and `rest` on the next, with the break moved back
    /// until the rest starts with no closing mark and the head ends with no opening bracket; as it was
    /// where that would leave the head empty.
    static func moved(_ head: String, _ rest: String) -> (head: String, rest: String) {
        var (head, rest) = (head, rest)
        while head.count > 1, let last = head.last,
            rest.first.map(noLineStart.contains) == true || noLineEnd.contains(last)
        {
            rest.insert(head.removeLast(), at: rest.startIndex)
        }
        return (head, rest)
    }
}
