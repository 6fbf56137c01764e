// The Objective-C shapes of issue #20, written for vflgen's tests.
#import <UIKit/UIKit.h>

@interface BadgeCell : UITableViewCell
@property (nonatomic, strong) UILabel *countLabel;
@property (nonatomic, strong) UIImageView *glyph;
@end

@implementation BadgeCell

- (void)setUpViews {
    self.countLabel = [[UILabel alloc] init];
    self.glyph = [[UIImageView alloc] init];
    self.countLabel.translatesAutoresizingMaskIntoConstraints = NO;
    self.glyph.translatesAutoresizingMaskIntoConstraints = NO;
    [self.contentView addSubview:self.countLabel];
    [self.contentView addSubview:self.glyph];

    NSDictionary *views = @{@"countLabel": self.countLabel, @"glyph": self.glyph};
    NSDictionary *metrics = @{@"side": @0x18, @"inset": @(12.0f)};
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-inset-[glyph(side)]-[countLabel]-inset-|" options:0 metrics:metrics views:views]];
    NSArray *vertical = [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[glyph(side)]-|" options:kNilOptions metrics:metrics views:views];
    [self.contentView addConstraints:vertical];
}

@end

@interface EmptyStateView : UIView
@property (nonatomic, strong) UILabel *message;
@end

@implementation EmptyStateView

- (void)layoutMessage {
    [self addSubview:self.message];
    NSDictionary *views = @{@"message": self.message, @"superview": self};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[superview]-(<=1)-[message]" options:NSLayoutFormatAlignAllCenterY metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[superview]-(<=1)-[message]" options:NSLayoutFormatAlignAllCenterX metrics:nil views:views]];
}

@end
