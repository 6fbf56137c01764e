// Objective-C style: NSDictionaryOfVariableBindings, @{} metrics, options with |,
// concatenated @"" literals, a preprocessor block and a property-based dictionary.
// Mistakes: a nil-metrics crash, a misspelt view, an option on the layout's own axis and a
// misspelt option constant.

#import <UIKit/UIKit.h>

#define PADDING 10

@interface SettingsCell : UITableViewCell
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UISwitch *toggle;
@property (nonatomic, strong) NSDictionary *sharedViews;
@end

@implementation SettingsCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self setUpLayout];
    }
    return self;
}

- (void)setUpLayout
{
    UILabel *titleLabel = self.titleLabel;
    UISwitch *toggle = self.toggle;
    UIView *contentView = self.contentView;
    NSDictionary *views = NSDictionaryOfVariableBindings(titleLabel, toggle);
    NSDictionary *metrics = @{@"padding": @(PADDING), @"gap": @8};

    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-padding-[titleLabel]-(>=gap)-"
                                                                                 @"[toggle]-padding-|"
                                                                        options:NSLayoutFormatAlignAllCenterY
                                                                        metrics:metrics
                                                                          views:views]];
#if TARGET_OS_TV
    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[titleLabel]-|" options:0 metrics:nil views:views]];
#else
    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-padding-[titleLabel]-padding-|" options:0 metrics:nil views:views]];
#endif
    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[toggle]-(>=padding)-[titelLabel]" options:NSLayoutFormatAlignAllLeading | NSLayoutFormatAlignAllBaseLines metrics:metrics views:views]];
    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[titleLabel]-[toggle]" options:NSLayoutFormatAlignAllLeading metrics:metrics views:views]];
    [contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[toggle(51)]" options:0 metrics:nil views:self.sharedViews]];
}

@end
