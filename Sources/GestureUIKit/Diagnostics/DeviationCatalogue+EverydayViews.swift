extension DeviationCatalogue {
    /// The everyday members beyond the gesture surface (the coverage page's tier 2): bars, alerts, labels, tables.
    static func everydayViewEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .labelLineBreakMode:
            Entry(
                "UILabel.lineBreakMode", uikit: "wraps by words or characters, truncates the head, middle or tail",
                kit: "wraps by words; cuts the last line with an ellipsis only for `.byTruncatingTail`")
        case .labelAttributedText:
            Entry(
                "UILabel.attributedText", uikit: "draws the string with its attributes (fonts, colours, paragraphs)",
                kit: "draws the string in the label's `font` and `textColor`")
        case .fontSystemFontWeight:
            Entry(
                "UIFont.systemFont(ofSize:weight:)", uikit: "nine weights of SF Pro",
                kit: "regular below semibold, bold from semibold",
                unreported: "a font is a value of no window, so there is no log to report in; the label that draws "
                    + "it reports its measured size (`UILabel.intrinsicContentSize`)")
        case .alertPreferredAction:
            Entry(
                "UIAlertController.preferredAction", uikit: "its button's title is bold; Return triggers it",
                kit: "drawn like the others (no keyboard either)")
        case .textFieldText:
            Entry(
                "UITextField.text", uikit: "what the user typed, or code set",
                kit: "what code set: the kit has no keyboard, so a tap on the field types nothing")
        case .tableViewTableHeaderView:
            Entry(
                "UITableView.tableHeaderView", uikit: "a view above the first section, scrolling with the rows",
                kit: "stored only: the rows start at the top")
        case .tableViewTableFooterView:
            Entry(
                "UITableView.tableFooterView", uikit: "a view below the last section, scrolling with the rows",
                kit: "stored only: a footer with height is not laid out")
        case .tableViewDelegateViewForHeader:
            Entry(
                "UITableViewDelegate.tableView(_:viewForHeaderInSection:)",
                uikit: "the view is laid out above the section's rows (pinned while a plain table scrolls)",
                kit: "asked, not laid out")
        case .tableViewDelegateHeightForHeader:
            Entry(
                "UITableViewDelegate.tableView(_:heightForHeaderInSection:)",
                uikit: "the section's rows start below a header this tall", kit: "asked, not laid out")
        case .tableViewDataSourceTitleForHeader:
            Entry(
                "UITableViewDataSource.tableView(_:titleForHeaderInSection:)",
                uikit: "a header showing the title above the section's rows", kit: "asked, not laid out")
        case .tableViewCellAccessoryType:
            Entry(
                "UITableViewCell.accessoryType", uikit: "an accessory at the trailing edge; the content view narrows",
                kit: "stored only: nothing drawn, the content view keeps the cell's width")
        case .tableViewCellImageView:
            Entry(
                "UITableViewCell.imageView", uikit: "the image at the leading edge, the text moved after it",
                kit: "stored only: not laid out or drawn")
        case .buttonSetImage:
            Entry(
                "UIButton.setImage(_:for:)", uikit: "the image is drawn beside the title and sizes the button",
                kit: "stored only: not drawn, not measured")
        case .buttonTitleLabel:
            Entry(
                "UIButton.titleLabel", uikit: "the label that draws the title; its font and colour restyle it",
                kit: "a copy: changing it does not restyle the button")
        case .storyboardInstantiateViewController:
            Entry(
                "UIStoryboard.instantiateViewController(withIdentifier:)",
                uikit: "the controller designed in the storyboard, with its views and outlets",
                kit: "a plain controller with an empty view")
        case .visualEffectViewBlur:
            Entry(
                "UIVisualEffectView.init(effect:)", uikit: "blurs what is behind the view",
                kit: "a translucent fill, no blur")
        case .activityIndicatorAnimation:
            Entry(
                "UIActivityIndicatorView.startAnimating()", uikit: "spinning spokes",
                kit: "a still translucent disc")
        default: nil
        }
    }
}
